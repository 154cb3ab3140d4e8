import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { skins } from '../theme';
import { ChatBoxes } from './ChatBoxes';
import type { ChatUser } from './chatEntities';
import { ChatProvider } from './ChatProvider';
import { sampleChatUsers } from './chatSample';
import { ChatWidget } from './ChatWidget';
import { useChatBoxes } from './useChatBoxes';

const [mira, jonas, lina] = sampleChatUsers as [ChatUser, ChatUser, ChatUser, ChatUser];

function renderChat(
  options: {
    direction?: 'ltr' | 'rtl';
    onSend?: () => void;
    skin?: (typeof skins)[number];
    isColorBlindFriendly?: boolean;
  } = {},
) {
  return renderWithTheme(
    <ChatProvider selfName="Ada" onSend={options.onSend}>
      <ChatWidget users={sampleChatUsers} />
      <ChatBoxes />
    </ChatProvider>,
    { direction: options.direction, skin: options.skin, isColorBlindFriendly: options.isColorBlindFriendly },
  );
}

const userButton = (name: string) =>
  page.getByRole('region', { name: 'Users' }).getByRole('button', { name });
const box = (name: string) => page.getByRole('region', { name: `Chat with ${name}` });
const edgeDistance = (name: string, side: 'right' | 'left' = 'right') =>
  getComputedStyle(box(name).element())[side];

async function openThree() {
  await userButton('Mira Okafor (Online)').click();
  await userButton('Jonas Berg (Busy)').click();
  await userButton('Lina Haddad (Away)').click();
}

describe('ChatBoxes', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('opens a box from a user link, past the widget width and a gap from the inline-end edge', async () => {
    await renderChat();
    await userButton('Mira Okafor (Online)').click();
    await expect.element(box('Mira Okafor')).toBeVisible();
    expect(edgeDistance('Mira Okafor')).toBe('335px');
    expect(getComputedStyle(box('Mira Okafor').element()).width).toBe('200px');
    await userButton('Mira Okafor (Online)').click();
    expect(page.getByRole('region', { name: /^Chat with/ }).elements()).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('does not open a box for an offline user and shows why', async () => {
    await renderChat();
    await userButton('Tomás Rivera (Offline)').click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Tomás Rivera is offline until Monday');
    expect(page.getByRole('region', { name: /^Chat with/ }).elements()).toHaveLength(0);
  });

  it('shows the alert message of a user who asked for it', async () => {
    await renderChat();
    await userButton('Jonas Berg (Busy)').click();
    await expect
      .element(box('Jonas Berg').getByText('Jonas Berg is in a meeting.', { exact: false }))
      .toBeVisible();
  });

  it('shifts the boxes after a closed one by width plus gap', async () => {
    await renderChat();
    await openThree();
    expect([edgeDistance('Mira Okafor'), edgeDistance('Jonas Berg'), edgeDistance('Lina Haddad')]).toEqual([
      '335px',
      '570px',
      '805px',
    ]);
    await page.getByRole('button', { name: 'Close chat with Mira Okafor' }).click();
    await expect.element(box('Mira Okafor')).not.toBeInTheDocument();
    await expect.poll(() => edgeDistance('Jonas Berg')).toBe('335px');
    await expect.poll(() => edgeDistance('Lina Haddad')).toBe('570px');
  });

  it('reopens a closed box at the next free offset with its conversation', async () => {
    await renderChat();
    await openThree();
    await box('Mira Okafor').getByRole('textbox', { name: 'Message to Mira Okafor' }).fill('Lunch?');
    await userEvent.keyboard('{Enter}');
    await page.getByRole('button', { name: 'Close chat with Mira Okafor' }).click();
    await userButton('Mira Okafor (Online)').click();
    await expect.poll(() => edgeDistance('Mira Okafor')).toBe('805px');
    await expect.element(box('Mira Okafor').getByRole('log')).toHaveTextContent('Ada: Lunch?');
  });

  it('folds the content on title click and with the minimise button', async () => {
    await renderChat();
    await userButton('Mira Okafor (Online)').click();
    const title = box('Mira Okafor').getByRole('button', { name: 'Mira Okafor (Online)' });
    const log = box('Mira Okafor').getByRole('log', { name: 'Conversation with Mira Okafor' });
    await expect.element(title).toHaveAttribute('aria-expanded', 'true');
    // A folded box hides its content from everyone: role queries no longer find the log.
    await title.click();
    await expect.element(title).toHaveAttribute('aria-expanded', 'false');
    await expect.element(log).not.toBeInTheDocument();
    await title.click();
    await expect.element(log).toBeVisible();
    await page.getByRole('button', { name: 'Minimise chat with Mira Okafor' }).click();
    await expect.element(log).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Restore chat with Mira Okafor' }).click();
    await expect.element(log).toBeVisible();
    await expect.element(title).toHaveAttribute('aria-expanded', 'true');
    title.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(log).not.toBeInTheDocument();
  });

  it('sends the trimmed text on Enter, clears the field, and ignores blanks', async () => {
    const onSend = vi.fn();
    await renderChat({ onSend });
    await userButton('Lina Haddad (Away)').click();
    const field = box('Lina Haddad').getByRole('textbox', { name: 'Message to Lina Haddad' });
    await field.click();
    await userEvent.keyboard('  \n {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await expect.element(field).toHaveValue('');
    await userEvent.keyboard('  Back in five :)  {Enter}');
    expect(onSend).toHaveBeenCalledWith(
      lina,
      expect.objectContaining({ body: 'Back in five :)', user: 'Ada' }),
    );
    await expect.element(field).toHaveValue('');
    const log = box('Lina Haddad').getByRole('log');
    await expect.element(log).toHaveTextContent('Ada: Back in five 🙂');
    await expect.element(log.getByRole('img', { name: 'smiling face' })).toBeVisible();
  });

  it('opens a box fully visible on a phone: full width, docked at the bottom', async () => {
    await page.viewport(375, 700);
    for (const direction of ['ltr', 'rtl'] as const) {
      const screen = await renderChat({ direction });
      await userButton('Mira Okafor (Online)').click();
      await expect.element(box('Mira Okafor')).toBeVisible();
      const rect = box('Mira Okafor').element().getBoundingClientRect();
      expect([rect.left, rect.right, rect.bottom]).toEqual([0, window.innerWidth, window.innerHeight]);
      await expect.element(page.getByRole('button', { name: 'Close chat with Mira Okafor' })).toBeVisible();
      await screen.unmount();
    }
  });

  it('keeps a box that the row would push past the inline-start edge inside a narrow window', async () => {
    await page.viewport(640, 700);
    await renderChat();
    await openThree();
    expect(edgeDistance('Mira Okafor')).toBe('335px');
    for (const name of ['Jonas Berg', 'Lina Haddad']) {
      expect(box(name).element().getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows an empty conversation, sends with the button, and draws sent messages as bubbles with a time', async () => {
    const onSend = vi.fn();
    await renderChat({ onSend });
    await userButton('Mira Okafor (Online)').click();
    const log = box('Mira Okafor').getByRole('log');
    await expect.element(log).toHaveTextContent('No messages with Mira Okafor yet. Say hello!');
    await box('Mira Okafor').getByRole('textbox', { name: 'Message to Mira Okafor' }).fill('Lunch at one?');
    await page.getByRole('button', { name: 'Send message to Mira Okafor' }).click();
    expect(onSend).toHaveBeenCalledWith(mira, expect.objectContaining({ body: 'Lunch at one?' }));
    const text = log.getByText('Lunch at one?', { exact: true });
    await expect.element(text).toBeVisible();
    await expect.element(log).not.toHaveTextContent('No messages');
    const bubble = text.element().parentElement!;
    expect(bubble.querySelector('time')?.textContent).toMatch(/\d{1,2}[:.]\d{2}/);
    // Your own bubble sits at the inline end, in a colour of its own.
    const logBox = log.element().getBoundingClientRect();
    expect(logBox.right - bubble.getBoundingClientRect().right).toBeLessThan(8);
    expect(getComputedStyle(bubble).backgroundColor).not.toBe(
      getComputedStyle(log.element()).backgroundColor,
    );
    await expectNoAxeViolations();
  });

  it('measures offsets from the left edge in right-to-left layouts', async () => {
    await renderChat({ direction: 'rtl' });
    await userButton('Mira Okafor (Online)').click();
    await userButton('Jonas Berg (Busy)').click();
    expect(edgeDistance('Mira Okafor', 'left')).toBe('335px');
    expect(edgeDistance('Jonas Berg', 'left')).toBe('570px');
  });

  it('draws the boxes of a state given as a prop, with custom metrics and strings', async () => {
    function Harness() {
      const state = useChatBoxes({ metrics: { widgetWidth: 0, gap: 10, width: 240 } });
      return (
        <>
          <button type="button" onClick={() => state.openBox(mira)}>
            open Mira
          </button>
          <button type="button" onClick={() => state.openBox(jonas)}>
            open Jonas
          </button>
          <ChatBoxes state={state} strings={{ box: (name) => `Unterhaltung mit ${name}` }} />
        </>
      );
    }
    await renderWithTheme(<Harness />);
    await page.getByRole('button', { name: 'open Mira' }).click();
    await page.getByRole('button', { name: 'open Jonas' }).click();
    const jonasBox = page.getByRole('region', { name: 'Unterhaltung mit Jonas Berg' });
    expect(getComputedStyle(jonasBox.element()).right).toBe('260px');
    expect(getComputedStyle(jonasBox.element()).width).toBe('240px');
  });

  it('passes axe with a box open in every skin and in colour-blind mode', async () => {
    for (const skin of skins) {
      const screen = await renderChat({ skin, isColorBlindFriendly: skin === skins[0] });
      await userButton('Jonas Berg (Busy)').click();
      await box('Jonas Berg').getByRole('textbox').fill('Hi :)');
      await userEvent.keyboard('{Enter}');
      await expectNoAxeViolations();
      await screen.unmount();
    }
  });
});
