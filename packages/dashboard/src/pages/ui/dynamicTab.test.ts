import { describe, expect, it } from 'vitest';
import { naughtyStrings } from '../../../../ui/test/naughtyStrings';
import { newDynamicTab } from './dynamicTab';

describe('newDynamicTab', () => {
  it('names a blank tab after its number', () => {
    expect(newDynamicTab(3, '', '')).toEqual({
      key: 'dynamic-tab-3',
      title: 'Tab 3',
      content: 'Tab 3 content.',
    });
  });

  it('treats whitespace as blank', () => {
    expect(newDynamicTab(7, ' \t ', '\n')).toMatchObject({ title: 'Tab 7', content: 'Tab 7 content.' });
  });

  it('keeps what was typed, exactly', () => {
    for (const text of naughtyStrings) {
      if (text.trim() === '') continue;
      expect(newDynamicTab(4, text, text)).toMatchObject({ title: text, content: text });
    }
  });

  it('fills only the blank half', () => {
    expect(newDynamicTab(5, 'Reports', '')).toMatchObject({ title: 'Reports', content: 'Tab 5 content.' });
    expect(newDynamicTab(5, '', 'Weekly numbers')).toMatchObject({
      title: 'Tab 5',
      content: 'Weekly numbers',
    });
  });
});
