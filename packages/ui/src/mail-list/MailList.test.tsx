import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { naughtyStrings } from '../../test/naughtyStrings';
import { Button } from '../button';
import { MailList, type MailListItem } from './MailList';
import { mailListSample } from './mailListSample';
import { useMailList } from './useMailList';

function List({
  items,
  onOpen = vi.fn(),
  onDelete = vi.fn(),
}: {
  items: MailListItem[];
  onOpen?: (id: string) => void;
  onDelete?: (ids: string[]) => void;
}) {
  const state = useMailList({ ids: items.map((item) => item.id), onOpen, onDelete });
  return (
    <main>
      <Button onPress={state.toggleAll}>{state.isAllSelected ? 'Select none' : 'Select all'}</Button>
      <MailList items={items} state={state} onOpen={onOpen} aria-label="Inbox" height={320} />
    </main>
  );
}

const rowNamed = (name: RegExp) => page.getByRole('row', { name });

describe('MailList', () => {
  it('shows sender, labels, subject, teaser, attachment mark and date, and passes axe', async () => {
    await renderWithTheme(<List items={mailListSample(12)} />);
    const first = rowNamed(/#1\b/);
    await expect.element(first).toHaveTextContent('Mira Okafor');
    await expect
      .element(first)
      .toHaveTextContent('WorkTimelogs of the last client #1 – Thanks for the quick');
    await expect.element(first.getByRole('img', { name: 'Has attachments' })).toBeInTheDocument();
    await expect.element(first.getByText('9:04 AM')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('selects with Space, all with the toolbar, and deletes the selection with Delete', async () => {
    const onDelete = vi.fn();
    await renderWithTheme(<List items={mailListSample(5)} onDelete={onDelete} />);
    await rowNamed(/#2\b/).click();
    await userEvent.keyboard(' j ');
    await expect.element(rowNamed(/#2\b/)).toHaveAttribute('aria-selected', 'true');
    await expect.element(rowNamed(/#3\b/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Delete}');
    expect(onDelete).toHaveBeenLastCalledWith(['m2', 'm3']);
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect.element(page.getByRole('checkbox', { checked: true })).toHaveLength(5);
    await page.getByRole('button', { name: 'Select none' }).click();
    await expect.element(page.getByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('moves with the arrows, opens with Enter and with a click', async () => {
    const onOpen = vi.fn();
    await renderWithTheme(<List items={mailListSample(5)} onOpen={onOpen} />);
    await rowNamed(/#1\b/).click();
    expect(onOpen).toHaveBeenLastCalledWith('m1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    await expect.element(rowNamed(/#2\b/)).toHaveFocus();
    expect(onOpen).toHaveBeenLastCalledWith('m2');
  });

  it('shows hostile subjects and senders literally', async () => {
    const items = naughtyStrings.slice(0, 20).map((text, index) => ({
      ...mailListSample(1)[0]!,
      id: `n${index}`,
      subject: text,
      sender: text,
    }));
    await renderWithTheme(<List items={items} />);
    const grid = page.getByRole('grid', { name: 'Inbox' }).element();
    for (const item of items.slice(0, 5)) expect(grid.textContent).toContain(item.subject);
    expect(grid.querySelector('script, img[onerror], [onclick]')).toBeNull();
  });
});
