import type { Translate } from '@atrium/ui';
import { serverColumns, type DemoServer } from './normalTablesDemoData';

/** Storage in the unit a reader expects: terabytes from 1000 GB on, as drive makers count. */
function storage(gigabytes: number, locale: string): string {
  const [value, unit] = gigabytes >= 1000 ? [gigabytes / 1000, 'terabyte'] : [gigabytes, 'gigabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** One text per column of {@link serverColumns}, with figures and units in the reader's language. */
export function serverCells(server: DemoServer, locale: string, t: Translate): string[] {
  const number = new Intl.NumberFormat(locale);
  const texts: Record<(typeof serverColumns)[number][0], string> = {
    host: server.host,
    region: server.region,
    os: server.os,
    cores: t('{count} cores', { count: number.format(server.cores) }),
    memoryGigabytes: storage(server.memoryGigabytes, locale),
    diskGigabytes: storage(server.diskGigabytes, locale),
    uptimeDays: new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(
      server.uptimeDays,
    ),
    load: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      server.load,
    ),
    requestsPerSecond: t('{count}/s', { count: number.format(server.requestsPerSecond) }),
    status: t(server.status),
  };
  return serverColumns.map(([key]) => texts[key]);
}
