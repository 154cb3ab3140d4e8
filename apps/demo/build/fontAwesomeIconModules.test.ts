import { faMessage } from '@fortawesome/free-regular-svg-icons';
import { faChartBar, faHouse as solidHouse } from '@fortawesome/free-solid-svg-icons';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontAwesomeIconModules } from './fontAwesomeIconModules';

type Hook = (this: unknown, ...args: string[]) => unknown;
const plugin = fontAwesomeIconModules();
const call = (name: keyof Plugin, ...args: string[]) => (plugin[name] as Hook).call({}, ...args);
const transform = (code: string) => call('transform', code, '/app/src/Page.js') as { code: string } | null;

/** What a per-icon module exports, evaluated the way the bundle would. */
async function loadIcon(id: string) {
  const source = call('load', id) as string;
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe('fontAwesomeIconModules', () => {
  it('rewrites each imported icon, renamed ones included, to a module of its own', () => {
    const result = transform(
      'import {\n  faChartBar,\n  faHouse as home\n} from "@fortawesome/free-solid-svg-icons";\nconsole.log(home);',
    );
    const imports = [...result!.code.matchAll(/import \{ ([^}]+) \} from "([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(imports).toEqual([
      ['faChartBar', '\0font-awesome-icon:@fortawesome/free-solid-svg-icons/faChartBar'],
      ['faHouse as home', '\0font-awesome-icon:@fortawesome/free-solid-svg-icons/faHouse'],
    ]);
    expect(result!.code).toContain('console.log(home);');
  });

  it('leaves modules that import no icon package untouched', () => {
    expect(transform('import { Icon } from "@fortawesome/fontawesome-svg-core";')).toBeNull();
    expect(transform('export const label = "House";')).toBeNull();
  });

  it('gives each icon the definition its package exports, solid and regular alike', async () => {
    const solid = await loadIcon('\0font-awesome-icon:@fortawesome/free-solid-svg-icons/faHouse');
    expect(solid.faHouse).toEqual(solidHouse);
    const chart = await loadIcon('\0font-awesome-icon:@fortawesome/free-solid-svg-icons/faChartBar');
    expect(chart.faChartBar).toEqual(faChartBar);
    const regular = await loadIcon('\0font-awesome-icon:@fortawesome/free-regular-svg-icons/faMessage');
    expect(regular.faMessage).toEqual(faMessage);
  });
});
