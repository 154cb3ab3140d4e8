import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { naughtyStrings } from '../../test/naughtyStrings';
import { renderWithTheme } from '../../test/render';
import { ChatBoxes } from './ChatBoxes';
import { ChatProvider } from './ChatProvider';
import { sampleChatUsers } from './chatSample';
import { ChatWidget } from './ChatWidget';
import { splitEmoticons } from './emoticons';
import { chatMessageText } from './useChatComposer';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** What a message shows for `text`: the text itself, with emoticon codes drawn as their emoji. */
const shown = (text: string) =>
  splitEmoticons(text)
    .map((part) => (part.type === 'text' ? part.text : part.glyph))
    .join('');

/** Message bodies may hold text and emoticon images only: any other element was injected. */
function injectedElements(bodies: Element[]) {
  return bodies.flatMap((body) =>
    [...body.querySelectorAll('*')].filter((node) => !node.matches('span[role="img"]')),
  );
}

async function sendEach(field: ReturnType<typeof page.getByRole>, bodies: () => Element[]) {
  for (const text of naughtyStrings) {
    await field.fill(text);
    // The field may normalise what was typed (a textarea turns "\r" into "\n"): expect what it holds.
    const typed = (field.element() as HTMLTextAreaElement).value;
    const before = bodies().length;
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveValue('');
    const expected = chatMessageText(typed);
    if (expected === null) {
      expect(bodies()).toHaveLength(before);
      continue;
    }
    expect(bodies()).toHaveLength(before + 1);
    expect(bodies().at(-1)!.textContent).toBe(shown(expected));
  }
}

describe('chat with hostile input', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
    delete window.__pwned;
  });
  afterEach(() => {
    expect(window.__pwned).toBeUndefined();
  });

  it('shows every naughty string literally in the widget, runs nothing and keeps working', async () => {
    await renderWithTheme(<ChatWidget users={sampleChatUsers} selfName="Ada" />);
    const log = page.getByRole('log', { name: 'Messages' });
    const bodies = () => [...log.element().querySelectorAll('li p')];
    await sendEach(page.getByRole('textbox', { name: 'Reply' }), bodies);
    expect(bodies().length).toBeGreaterThan(naughtyStrings.length / 2);
    expect(injectedElements(bodies())).toEqual([]);
    expect([...document.scripts].some((script) => script.textContent?.includes('__pwned'))).toBe(false);
    expect(document.querySelector('iframe, img[src="x"], svg[onload], input[autofocus]')).toBeNull();
    await expect.element(page.getByRole('combobox', { name: 'Your status' })).toBeVisible();
  });

  it('shows every naughty string literally in a chat box, runs nothing and keeps working', async () => {
    await renderWithTheme(
      <ChatProvider selfName="Ada">
        <ChatWidget users={sampleChatUsers} />
        <ChatBoxes />
      </ChatProvider>,
    );
    await page.getByRole('button', { name: 'Mira Okafor (Online)' }).click();
    const log = page.getByRole('log', { name: 'Conversation with Mira Okafor' });
    // A box message is a bubble: the author read out, the body in its own direction, then the time.
    const bodies = () => [...log.element().querySelectorAll('p > [dir="auto"]')];
    await sendEach(page.getByRole('textbox', { name: 'Message to Mira Okafor' }), bodies);
    expect(injectedElements(bodies())).toEqual([]);
    expect(document.querySelector('iframe, img[src="x"], svg[onload], input[autofocus]')).toBeNull();
    await page.getByRole('button', { name: 'Minimise chat with Mira Okafor' }).click();
    await expect.element(page.getByRole('button', { name: 'Restore chat with Mira Okafor' })).toBeVisible();
  });
});
