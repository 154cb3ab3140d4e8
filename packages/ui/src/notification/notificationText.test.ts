import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createNotifier } from './createNotifier';
import { announcementOf, textOf } from './notificationText';

describe('textOf', () => {
  it('collects the text of strings, numbers, arrays and nested elements', () => {
    expect(textOf('Saved')).toBe('Saved');
    expect(textOf(42)).toBe('42');
    expect(textOf(['Error ', 3])).toBe('Error 3');
    expect(textOf(createElement('p', null, 'Body with ', createElement('strong', null, 'bold')))).toBe(
      'Body with bold',
    );
    expect(textOf(null)).toBe('');
    expect(textOf(true)).toBe('');
  });
});

describe('announcementOf', () => {
  const shown = (options: Parameters<ReturnType<typeof createNotifier>['small']>[0]) => {
    const notifier = createNotifier();
    notifier.small({ ...options, timeout: 0 });
    return notifier.getSnapshot().small[0]!;
  };

  it('reads the title then the content', () => {
    expect(announcementOf(shown({ title: 'Congratulations!', content: 'Smart wizard finished' }))).toBe(
      'Congratulations! Smart wizard finished',
    );
    expect(announcementOf(shown({ title: '404 Not Found', content: 'Missing' }))).toBe(
      '404 Not Found. Missing',
    );
    expect(announcementOf(shown({ title: 'Muted' }))).toBe('Muted');
  });

  it('prefers the caller’s announcement', () => {
    expect(announcementOf(shown({ title: createElement('svg'), announcement: 'Chart updated' }))).toBe(
      'Chart updated',
    );
  });
});
