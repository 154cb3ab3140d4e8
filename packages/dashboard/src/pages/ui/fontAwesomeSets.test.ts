import { describe, expect, it } from 'vitest';
import * as solid from '@fortawesome/free-solid-svg-icons';
import { fontAwesomeExportName, fontAwesomeSnippet, loadFontAwesomeItems } from './fontAwesomeSets';

describe('Font Awesome sets', () => {
  it('names each icon as the package exports it', () => {
    const exports = solid as unknown as Record<string, unknown>;
    for (const definition of Object.values(solid.fas)) {
      expect(exports[fontAwesomeExportName(definition.iconName)]).toBe(definition);
    }
  });

  it('lists each icon once, sorted, findable by its aliases', async () => {
    const items = await loadFontAwesomeItems('solid');
    const names = items.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const house = items.find((item) => item.name === 'fa-house')!;
    expect(house.keywords).toContain('home');
    expect(fontAwesomeSnippet(house, 'solid')).toBe(
      "import { faHouse } from '@fortawesome/free-solid-svg-icons';\n<Icon icon={faHouse} />",
    );
  });

  it('keeps the styles apart', async () => {
    const brands = await loadFontAwesomeItems('brands');
    expect(brands.map((item) => item.name)).toContain('fa-github');
    expect(brands.map((item) => item.name)).not.toContain('fa-house');
  });
});
