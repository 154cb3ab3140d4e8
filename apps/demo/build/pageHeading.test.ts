import { describe, expect, it } from 'vitest';
import { pageHeadingOf } from './pageHeading';

// Markup as react-dom/server writes PageHeader's heading; class names vary with the styles.
const icon =
  '<span aria-hidden="true" class="a"><svg aria-hidden="true" viewBox="0 0 512 512"><path d="M0 0"></path></svg></span>';
const title = (text: string) => `<span>${text}<span class="b">,</span></span>`;
const subtitle = (text: string) =>
  `<span class="c"><span aria-hidden="true" class="d">&gt;</span><span>${text}</span></span>`;

describe('pageHeadingOf', () => {
  it('reads the title, the subtitle and whether an icon comes first', () => {
    const html = `<div><h1 class="h">${icon}${title('Graphs')}${subtitle('Flot Charts')}</h1></div><h1>Later</h1>`;
    expect(pageHeadingOf(html)).toEqual({ title: 'Graphs', subtitle: 'Flot Charts', hasIcon: true });
  });

  it('reads a heading without icon or subtitle', () => {
    expect(pageHeadingOf(`<h1 class="h"><span>Inbox</span></h1>`)).toEqual({
      title: 'Inbox',
      hasIcon: false,
    });
    expect(pageHeadingOf(`<h1>${title('Blank Page')}${subtitle('Start from here')}</h1>`)).toEqual({
      title: 'Blank Page',
      subtitle: 'Start from here',
      hasIcon: false,
    });
  });

  it('gives back the characters the renderer escaped, as text', () => {
    const html = `<h1>${title('Q&amp;A &lt;b&gt;')}${subtitle('&quot;Tom&#x27;s&quot;')}</h1>`;
    expect(pageHeadingOf(html)).toEqual({ title: 'Q&A <b>', subtitle: '"Tom\'s"', hasIcon: false });
  });

  it('leaves out a heading PageHeader did not draw, and a page without one', () => {
    expect(pageHeadingOf('<h1 id="r1">Page not found</h1>')).toBeUndefined();
    expect(pageHeadingOf('<main><p>No heading</p></main>')).toBeUndefined();
  });
});
