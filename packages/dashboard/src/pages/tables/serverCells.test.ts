import { describe, expect, it } from 'vitest';
import { demoServers } from './normalTablesDemoData';
import { serverCells } from './serverCells';

const database = demoServers.find((server) => server.host === 'db-01')!;
const untranslated = (key: string, values?: Record<string, string | number>) =>
  key.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));

describe('serverCells', () => {
  it('writes figures with their units in English as the table always read', () => {
    expect(serverCells(database, 'en-US', untranslated)).toEqual([
      'db-01',
      'eu-west',
      'Debian 12',
      '16 cores',
      '128 GB',
      '2 TB',
      '97 days',
      '2.31',
      '3,940/s',
      'Busy',
    ]);
  });

  it('formats numbers, units and days in the reader’s language', () => {
    const cells = serverCells(database, 'de-DE', untranslated);
    expect(cells[6]).toBe('97 Tage');
    expect(cells[7]).toBe('2,31');
    expect(cells[8]).toBe('3.940/s');
  });

  it('leaves no Latin unit in Arabic', () => {
    const cells = serverCells(database, 'ar', untranslated);
    for (const cell of cells.slice(4, 7)) expect(cell).not.toMatch(/[A-Za-z]/);
  });
});
