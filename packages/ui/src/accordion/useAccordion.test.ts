import { describe, expect, it } from 'vitest';
import { normalizeExpandedKeys, setKeyExpanded, toggleExpandedKey } from './useAccordion';

describe('accordion expanded keys', () => {
  it('keeps one item open in single mode', () => {
    expect([...toggleExpandedKey(new Set(), 'a', false)]).toEqual(['a']);
    expect([...toggleExpandedKey(new Set(['a']), 'b', false)]).toEqual(['b']);
    expect([...toggleExpandedKey(new Set(['b']), 'b', false)]).toEqual([]);
  });

  it('adds and removes items independently in multiple mode', () => {
    const opened = toggleExpandedKey(new Set(['a']), 'b', true);
    expect([...opened].sort()).toEqual(['a', 'b']);
    expect([...toggleExpandedKey(opened, 'a', true)]).toEqual(['b']);
  });

  it('leaves the given set untouched', () => {
    const current = new Set(['a']);
    setKeyExpanded(current, 'b', true, true);
    setKeyExpanded(current, 'a', false, true);
    expect([...current]).toEqual(['a']);
  });

  it('is idempotent for explicit expand and collapse', () => {
    expect([...setKeyExpanded(new Set(['a']), 'a', true, false)]).toEqual(['a']);
    expect([...setKeyExpanded(new Set(['a']), 'z', false, false)]).toEqual(['a']);
  });

  it('never leaves more than one item open in single mode, whatever the sequence', () => {
    const keys = ['a', 'b', 'c', 'd'];
    let open: Set<string | number> = new Set();
    for (let step = 0; step < 500; step += 1) {
      // A fixed pseudo-random walk over presses and explicit expand/collapse calls.
      const key = keys[(step * 7 + 3) % keys.length]!;
      open =
        step % 3 === 0
          ? setKeyExpanded(open, key, step % 2 === 0, false)
          : toggleExpandedKey(open, key, false);
      expect(open.size).toBeLessThanOrEqual(1);
    }
  });

  it('normalises initial keys for the mode', () => {
    expect([...normalizeExpandedKeys(['a', 'b'], false)]).toEqual(['a']);
    expect([...normalizeExpandedKeys(['a', 'b', 'a'], true)]).toEqual(['a', 'b']);
    expect([...normalizeExpandedKeys([], false)]).toEqual([]);
  });
});
