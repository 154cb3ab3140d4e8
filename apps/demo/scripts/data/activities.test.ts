import { describe, expect, it } from 'vitest';
import { activityItems, activityTypes } from './activities.mjs';

describe('the demo activities', () => {
  it('list as many entries under each type as its tab counts', () => {
    for (const { type, count } of activityTypes) {
      expect(activityItems[type as keyof typeof activityItems], type).toHaveLength(count);
    }
  });

  it('list each type newest first', () => {
    for (const items of Object.values(activityItems)) {
      const times = items.map((item) => Date.parse(item.time));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });
});
