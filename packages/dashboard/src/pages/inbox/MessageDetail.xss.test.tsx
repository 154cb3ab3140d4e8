import { MailList, useMailList } from '@atrium/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MemoryRouter } from 'react-router';
import { renderWithTheme } from '../../../../ui/test/render';
import type { InboxMessage } from '../../api/resourceDefinitions';
import { toListItem } from './inboxText';
import { MessageDetail } from './MessageDetail';
import { activeAttributes } from '../../../../ui/test/activeAttributes';
import { payloadHost, xssPayloads } from '../../../../ui/test/xssPayloads';

const payloads = Object.values(xssPayloads).flat();

const message = (payload: string, index: number): InboxMessage => ({
  _id: `x${index}`,
  folder: 'inbox',
  from: { name: payload, email: 'mallory@example.com' },
  subject: payload,
  body: payload,
  date: '2026-11-26T09:00:00Z',
  attachments: [{ name: payload, url: 'javascript:alert(1)' }],
});

describe('MessageDetail with hostile messages', () => {
  const dialogs = { alert: vi.fn(), confirm: vi.fn(), prompt: vi.fn(), print: vi.fn() };
  beforeEach(() => {
    for (const [name, spy] of Object.entries(dialogs))
      vi.spyOn(window, name as keyof typeof dialogs).mockImplementation(spy);
    performance.clearResourceTimings();
  });
  afterEach(() => vi.restoreAllMocks());

  it(`shows ${payloads.length} published filter-evasion payloads as text or inert markup, running and loading none`, async () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    await renderWithTheme(
      <MemoryRouter>
        <main>
          {payloads.map((payload, index) => (
            <MessageDetail
              key={index}
              message={message(payload, index)}
              labels={[]}
              folderHref="/inbox/inbox"
              onReply={() => undefined}
              onDelete={() => undefined}
            />
          ))}
        </main>
      </MemoryRouter>,
    );
    const root = page.getByRole('main').element();
    // Error and load events of anything that slipped through fire after the first paint.
    await new Promise((done) => setTimeout(done, 500));
    for (const spy of Object.values(dialogs)) expect(spy).not.toHaveBeenCalled();
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(payloadHost));
    expect(requests.map((entry) => entry.name)).toEqual([]);
    expect(activeAttributes(root)).toEqual([]);
    expect(
      root.querySelectorAll('script, iframe, frame, form, object, embed, style, link, meta, base'),
    ).toHaveLength(0);
    const subjects = [...root.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(subjects).toEqual(payloads);
    expect(root.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it(`lists ${payloads.length} payloads as senders, subjects and teasers of a folder, running and loading none`, async () => {
    const items = payloads.map((payload, index) => toListItem(message(payload, index), [], () => 'Nov 26'));
    function Folder() {
      const state = useMailList({ ids: items.map((item) => item.id) });
      // Tall enough to draw every row, not only those a screen shows.
      return (
        <MailList items={items} state={state} onOpen={() => undefined} aria-label="Inbox" height={20_000} />
      );
    }
    await renderWithTheme(<Folder />);
    const grid = page.getByRole('grid', { name: 'Inbox' }).element();
    await expect.poll(() => grid.querySelectorAll('[role="row"]').length).toBe(payloads.length);
    await new Promise((done) => setTimeout(done, 500));
    for (const spy of Object.values(dialogs)) expect(spy).not.toHaveBeenCalled();
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(payloadHost));
    expect(requests.map((entry) => entry.name)).toEqual([]);
    expect(activeAttributes(grid)).toEqual([]);
    expect(grid.querySelectorAll('script, iframe, img, form, object, embed, style, link')).toHaveLength(0);
    // Each subject is drawn as the text it is.
    for (const [index, payload] of payloads.entries())
      expect(grid.textContent, String(index)).toContain(payload);
  });

  it('says what it removed and loads remote images only when asked', async () => {
    const body =
      '<p>Hello</p><img src="https://images.example.com/logo.png" alt="Logo"><script>alert(1)</script>';
    await renderWithTheme(
      <MemoryRouter>
        <MessageDetail
          message={{ ...message('Hi', 0), body }}
          labels={[]}
          folderHref="/inbox/inbox"
          onReply={() => undefined}
          onDelete={() => undefined}
        />
      </MemoryRouter>,
    );
    await expect.element(page.getByText(/Unsafe content .* was removed/)).toBeVisible();
    await expect.element(page.getByText('Remote images are hidden to protect your privacy.')).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('src');
    await page.getByRole('button', { name: 'Show images' }).click();
    await expect
      .element(page.getByRole('img', { name: 'Logo' }))
      .toHaveAttribute('src', 'https://images.example.com/logo.png');
  });
});
