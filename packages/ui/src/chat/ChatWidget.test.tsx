import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { readsLeftToRight } from '../../test/readingOrder';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { sampleChatMessages, sampleChatUsers } from './chatSample';
import { ChatWidget } from './ChatWidget';

const fixedNow = () => new Date('2026-11-22T12:00:00Z');

function renderWidget(props: Partial<Parameters<typeof ChatWidget>[0]> = {}) {
  return renderWithTheme(
    <ChatWidget
      users={sampleChatUsers}
      defaultMessages={sampleChatMessages}
      selfName="Ada Lindqvist"
      now={fixedNow}
      {...props}
    />,
  );
}

const log = () => page.getByRole('log', { name: 'Messages' });
const field = () => page.getByRole('textbox', { name: 'Reply' });

describe('ChatWidget', () => {
  it('shows each message with author, date and body, emoticons as named emoji', async () => {
    await renderWidget();
    await expect.element(log().getByText('Mira Okafor')).toBeVisible();
    await expect.element(log().getByText('Oct 1, 2026').first()).toBeVisible();
    await expect.element(log().getByText(/Did you see the new board report/)).toBeVisible();
    await expect.element(log().getByRole('img', { name: 'smiling face' })).toHaveTextContent('🙂');
    await expectNoAxeViolations();
  });

  it('sends the trimmed text on Enter and clears the field; blanks send nothing', async () => {
    const onSend = vi.fn();
    await renderWidget({ onSend });
    await userEvent.click(field());
    await userEvent.keyboard('   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await expect.element(field()).toHaveValue('');
    await userEvent.keyboard('  See you at noon  {Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]![0]).toMatchObject({
      body: 'See you at noon',
      user: 'Ada Lindqvist',
      isOwn: true,
    });
    await expect.element(field()).toHaveValue('');
    await expect.element(log().getByText('See you at noon', { exact: true })).toBeVisible();
    await expect.element(log().getByText('Nov 22, 2026')).toBeVisible();
    await expect.element(field()).toHaveFocus();
  });

  it('writes a new line on Shift+Enter and sends with the Reply button', async () => {
    const onSend = vi.fn();
    await renderWidget({ onSend });
    await userEvent.click(field());
    await userEvent.keyboard('first{Shift>}{Enter}{/Shift}second');
    await expect.element(field()).toHaveValue('first\nsecond');
    expect(onSend).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Reply' }).click();
    expect(onSend.mock.calls[0]![0]).toMatchObject({ body: 'first\nsecond' });
    await expect.element(field()).toHaveValue('');
  });

  it('shows markup in a message as text and does not run it', async () => {
    await renderWidget({
      defaultMessages: [
        { id: 'x', user: '<i>Mallory</i>', date: '2026-11-22T12:00:00Z', body: '<b>bold?</b>' },
      ],
    });
    await expect.element(log().getByText('<b>bold?</b>')).toBeVisible();
    await expect.element(log().getByText('<i>Mallory</i>')).toBeVisible();
    expect(log().element().querySelector('b, i')).toBeNull();
  });

  it('starts Online and changes status from the menu, Log Off included', async () => {
    const onStatusChange = vi.fn();
    await renderWidget({ onStatusChange });
    const status = page.getByRole('combobox', { name: 'Your status' });
    await expect.element(status).toHaveTextContent('Online');
    await status.click();
    await page.getByRole('option', { name: 'Busy' }).click();
    expect(onStatusChange).toHaveBeenLastCalledWith('busy');
    await expect.element(status).toHaveTextContent('Busy');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('option', { name: 'Log Off' })).toBeVisible();
    await userEvent.keyboard('{End}{Enter}');
    expect(onStatusChange).toHaveBeenLastCalledWith('offline');
    await expect.element(status).toHaveTextContent('Log Off');
  });

  it('lists users with their status as text and opens a chat for those online', async () => {
    const onOpenUser = vi.fn();
    await renderWidget({ onOpenUser });
    const users = page.getByRole('region', { name: 'Users' });
    await expect.element(users.getByRole('button', { name: 'Mira Okafor (Online)' })).toBeVisible();
    await expect.element(users.getByRole('button', { name: 'Jonas Berg (Busy)' })).toBeVisible();
    await expect.element(users.getByRole('button', { name: 'Lina Haddad (Away)' })).toBeVisible();
    await users.getByRole('button', { name: 'Jonas Berg (Busy)' }).click();
    expect(onOpenUser).toHaveBeenCalledWith(sampleChatUsers[1]);
  });

  it('explains instead of opening a chat when the user is offline', async () => {
    const onOpenUser = vi.fn();
    await renderWidget({ onOpenUser });
    const note = page.getByRole('status');
    await page.getByRole('button', { name: 'Tomás Rivera (Offline)' }).click();
    expect(onOpenUser).not.toHaveBeenCalled();
    await expect.element(note).toHaveTextContent('Tomás Rivera is offline until Monday');
    await expect.element(note).toBeVisible();
    await page.getByRole('button', { name: 'Mira Okafor (Online)' }).click();
    await expect.element(note).toHaveTextContent('');
    expect(onOpenUser).toHaveBeenCalledTimes(1);
  });

  it('keeps a controlled conversation as given and takes overridden strings', async () => {
    const onSend = vi.fn();
    await renderWidget({
      messages: [],
      onSend,
      strings: { message: 'Antwort', empty: 'Noch keine Nachrichten.' },
      formatDate: () => 'heute',
    });
    await expect.element(page.getByText('Noch keine Nachrichten.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Antwort' }).fill('Hallo');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Noch keine Nachrichten.')).toBeVisible();
  });

  it('opens at its first message, and scrolls a message sent later into view', async () => {
    const long = Array.from({ length: 4 }, (_, round) =>
      sampleChatMessages.map((message) => ({ ...message, id: `${message.id}-${round}` })),
    ).flat();
    await renderWidget({ defaultMessages: long });
    const element = log().element();
    await expect.poll(() => element.scrollHeight).toBeGreaterThan(element.clientHeight);
    expect(element.scrollTop).toBe(0);
    await userEvent.click(field());
    await userEvent.keyboard('Latest news{Enter}');
    await expect
      .poll(() => element.scrollTop + element.clientHeight)
      .toBeGreaterThanOrEqual(element.scrollHeight - 1);
  });

  it('keeps English messages and dates in their order on a right-to-left page', async () => {
    const message = { id: 'rtl', user: 'Mira Okafor', date: '2026-11-20T09:00:00Z', body: 'Ready at 10.' };
    await renderWithTheme(<ChatWidget users={sampleChatUsers} defaultMessages={[message]} now={fixedNow} />, {
      direction: 'rtl',
    });
    expect(readsLeftToRight(log().getByText('Ready at 10.').element(), 'Ready', '.')).toBe(true);
    expect(readsLeftToRight(log().getByText('Nov 20, 2026').element(), 'Nov', '2026')).toBe(true);
  });
});
