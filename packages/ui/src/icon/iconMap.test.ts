import { describe, expect, it } from 'vitest';
import { far, faClock as faClockRegular, faStar as faStarRegular } from '@fortawesome/free-regular-svg-icons';
import {
  fas,
  faClock,
  faHouse,
  faStar,
  faTriangleExclamation,
  faUser,
} from '@fortawesome/free-solid-svg-icons';
import { directionalIconNames } from './directionalIcons';
import { eventIcons } from './eventIcons';
import { glyphIcons } from './glyphIcons';
import { createIconMap, findIcon, fontAwesomeName } from './iconMap';

describe('fontAwesomeName', () => {
  it('prefixes the canonical icon name, whatever alias the definition was imported as', () => {
    expect(fontAwesomeName(faUser)).toBe('fa-user');
    expect(fontAwesomeName(faTriangleExclamation)).toBe('fa-triangle-exclamation');
    expect(fontAwesomeName(faClockRegular)).toBe('fa-clock');
  });
});

describe('findIcon', () => {
  it('finds own names only, never inherited object keys', () => {
    const icons = { 'fa-user': faUser };
    expect(findIcon(icons, 'fa-user')).toBe(faUser);
    expect(findIcon(icons, 'fa-users')).toBeUndefined();
    expect(findIcon(icons, 'constructor')).toBeUndefined();
    expect(findIcon(icons, '__proto__')).toBeUndefined();
  });
});

describe('createIconMap', () => {
  it('answers to the canonical name and every alias, which covers Font Awesome 4 names', () => {
    const map = createIconMap([faHouse, faTriangleExclamation]);
    expect(map['fa-house']).toBe(faHouse);
    expect(map['fa-home']).toBe(faHouse);
    expect(map['fa-warning']).toBe(faTriangleExclamation);
    expect(map['fa-exclamation-triangle']).toBe(faTriangleExclamation);
    expect(Object.keys(map).every((name) => name.startsWith('fa-'))).toBe(true);
  });

  it('gives outline definitions the -o names and lets solid ones keep the plain name in any order', () => {
    for (const order of [
      [faClockRegular, faClock],
      [faClock, faClockRegular],
    ]) {
      const map = createIconMap(order);
      expect(map['fa-clock']).toBe(faClock);
      expect(map['fa-clock-o']).toBe(faClockRegular);
    }
    expect(createIconMap([faStarRegular])['fa-star']).toBe(faStarRegular);
    expect(createIconMap([faStar])['fa-star-o']).toBeUndefined();
  });
});

describe('eventIcons', () => {
  it('maps exactly the six Font Awesome 4 names of calendar events (spec §3)', () => {
    expect(Object.keys(eventIcons).sort()).toEqual(
      ['fa-check', 'fa-clock-o', 'fa-info', 'fa-lock', 'fa-user', 'fa-warning'].sort(),
    );
    expect(eventIcons['fa-warning']).toBe(faTriangleExclamation);
    expect(eventIcons['fa-clock-o']).toBe(faClockRegular);
    expect(eventIcons['fa-clock-o'].prefix).toBe('far');
  });
});

describe('glyphIcons', () => {
  it('has at least 60 well-formed glyphicon names, each with a drawable definition', () => {
    const entries = Object.entries(glyphIcons);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    for (const [name, definition] of entries) {
      expect(name).toMatch(/^glyphicon-[a-z0-9-]+$/);
      expect(typeof definition.icon[4]).toBe('string');
      expect(definition.icon[4].length).toBeGreaterThan(10);
    }
  });

  it('draws the common glyphs with their expected counterparts', () => {
    expect(glyphIcons['glyphicon-star']).toBe(faStar);
    expect(glyphIcons['glyphicon-star-empty']).toBe(faStarRegular);
    expect(glyphIcons['glyphicon-home']).toBe(faHouse);
    expect(fontAwesomeName(glyphIcons['glyphicon-search'])).toBe('fa-magnifying-glass');
    expect(fontAwesomeName(glyphIcons['glyphicon-envelope'])).toBe('fa-envelope');
  });
});

describe('directionalIconNames', () => {
  it('lists only names that exist in the solid or regular set, so a typo cannot hide', () => {
    const known = new Set<string>([...Object.values(fas), ...Object.values(far)].map((d) => d.iconName));
    const unknown = [...directionalIconNames].filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('covers arrows, chevrons, carets, angles, reply, share and sign in/out, but not vertical arrows', () => {
    for (const name of [
      'arrow-left',
      'chevron-right',
      'caret-left',
      'angle-right',
      'reply',
      'share',
      'right-to-bracket',
      'right-from-bracket',
    ]) {
      expect(directionalIconNames.has(name), name).toBe(true);
    }
    expect(directionalIconNames.has('arrow-up')).toBe(false);
    expect(directionalIconNames.has('play')).toBe(false);
  });
});
