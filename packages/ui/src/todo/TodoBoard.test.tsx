import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { dragWithPointer } from '../../test/dragWithPointer';
import { naughtyStrings } from '../../test/naughtyStrings';
import { readsLeftToRight } from '../../test/readingOrder';
import { TodoBoard } from './TodoBoard';
import { localStorageTodoRepository, memoryTodoRepository } from './todoRepository';
import { todoSampleNow, todoSample } from './todoSample';

const now = () => todoSampleNow;

function laneTitles(name: string): string[] {
  const lane = page.getByRole('region', { name }).element();
  return [...lane.querySelectorAll('input[type="checkbox"]')].map(
    (box) => box.closest('label')?.textContent ?? '',
  );
}

function renderBoard(props: Partial<Parameters<typeof TodoBoard>[0]> = {}) {
  return renderWithTheme(
    <TodoBoard initialTodos={todoSample} repository={memoryTodoRepository()} now={now} {...props} />,
  );
}

describe('TodoBoard', () => {
  it('shows the three lanes with counts and passes axe, with the add form open too', async () => {
    await renderBoard();
    expect(laneTitles('Critical')).toEqual(['Renew the TLS certificate']);
    expect(laneTitles('Important')).toEqual(['Review the Q4 budget', 'Prepare the onboarding checklist']);
    expect(laneTitles('Completed')).toEqual(['Archive last year’s invoices']);
    await expect
      .element(page.getByRole('region', { name: 'Important' }).getByText('2 to-dos'))
      .toBeInTheDocument();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Add to-do' }).click();
    await expect.element(page.getByRole('textbox', { name: /Title/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Enter a title to add the to-do.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('keeps Add disabled for blank titles and adds a trimmed Important to-do', async () => {
    const onChange = vi.fn();
    await renderBoard({ onChange, createId: () => 'new-1' });
    await page.getByRole('button', { name: 'Add to-do' }).click();
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await expect.element(add).toBeDisabled();
    await userEvent.fill(page.getByRole('textbox', { name: /Title/ }), '  \t ');
    await expect.element(add).toBeDisabled();
    await userEvent.fill(page.getByRole('textbox', { name: /Title/ }), '  Ship it  ');
    await add.click();
    expect(laneTitles('Important').at(-1)).toBe('Ship it');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        { _id: 'new-1', title: 'Ship it', state: 'Important', createdAt: todoSampleNow.toISOString() },
      ]),
    );
  });

  it('shows a controlled list as given and reports each change instead of keeping it', async () => {
    const onChange = vi.fn();
    const repository = memoryTodoRepository();
    await renderBoard({ todos: todoSample, onChange, repository });
    await page.getByText('Review the Q4 budget', { exact: true }).click();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toContainEqual(
      expect.objectContaining({ title: 'Review the Q4 budget', state: 'Completed' }),
    );
    // The owner has not accepted the change yet, so the board still shows the list it was given.
    expect(laneTitles('Important')).toEqual(['Review the Q4 budget', 'Prepare the onboarding checklist']);
    expect(repository.load()).toBeNull();
  });

  it('gives the typed title and description back in the add form when saving the new to-do fails', async () => {
    let refuse: () => void = () => undefined;
    const onChange = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          refuse = () => reject(new Error('The server refused it.'));
        }),
    );
    await renderBoard({ todos: todoSample, onChange });
    await page.getByRole('button', { name: 'Add to-do' }).click();
    await userEvent.fill(page.getByRole('textbox', { name: /Title/ }), 'Call the auditor');
    await userEvent.fill(page.getByRole('textbox', { name: 'Description' }), 'About the Q4 numbers.');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(onChange).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('form', { name: 'New to-do' })).not.toBeInTheDocument();
    refuse();
    await expect.element(page.getByRole('textbox', { name: /Title/ })).toHaveValue('Call the auditor');
    await expect
      .element(page.getByRole('textbox', { name: 'Description' }))
      .toHaveValue('About the Q4 numbers.');
    await expect
      .element(page.getByRole('button', { name: 'Add to-do' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('ticks to Completed and back to Critical', async () => {
    await renderBoard();
    await page.getByText('Review the Q4 budget', { exact: true }).click();
    expect(laneTitles('Completed')).toContain('Review the Q4 budget');
    await expect.element(page.getByRole('checkbox', { name: 'Review the Q4 budget' })).toBeChecked();
    await page.getByText('Review the Q4 budget', { exact: true }).click();
    expect(laneTitles('Critical')).toEqual(['Renew the TLS certificate', 'Review the Q4 budget']);
  });

  it('drags with the keyboard into another lane where the preview showed it, and back into an empty lane', async () => {
    await renderBoard();
    const grip = page.getByRole('button', { name: 'Move Renew the TLS certificate', exact: true });
    grip.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(grip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(laneTitles('Important')).toContain('Renew the TLS certificate'));
    const previewOrder = laneTitles('Important');
    await userEvent.keyboard(' ');
    await expect.element(grip).not.toHaveAttribute('aria-pressed', 'true');
    expect(laneTitles('Important')).toEqual(previewOrder);
    expect(laneTitles('Critical')).toEqual([]);
    await expect.element(grip).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await vi.waitFor(() => expect(laneTitles('Critical')).toEqual(['Renew the TLS certificate']));
  });

  it('cancels a keyboard drag with Escape', async () => {
    await renderBoard();
    page.getByRole('button', { name: 'Move Review the Q4 budget', exact: true }).element().focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(laneTitles('Important')).toEqual(['Review the Q4 budget', 'Prepare the onboarding checklist']),
    );
  });

  it('drags with the mouse between lanes and reorders within a lane', async () => {
    await renderBoard();
    const grip = page
      .getByRole('button', { name: 'Move Archive last year’s invoices', exact: true })
      .element();
    await dragWithPointer(grip, page.getByText('Renew the TLS certificate', { exact: true }).element());
    await vi.waitFor(() => expect(laneTitles('Critical')).toContain('Archive last year’s invoices'));
    expect(laneTitles('Completed')).toEqual([]);
    await expect
      .element(page.getByRole('checkbox', { name: 'Archive last year’s invoices' }))
      .not.toBeChecked();
    const second = page
      .getByRole('button', { name: 'Move Prepare the onboarding checklist', exact: true })
      .element();
    await dragWithPointer(second, page.getByText('Review the Q4 budget', { exact: true }).element());
    await vi.waitFor(() =>
      expect(laneTitles('Important')).toEqual(['Prepare the onboarding checklist', 'Review the Q4 budget']),
    );
  });

  it('persists to localStorage, survives a remount and falls back on corrupted data', async () => {
    const namespace = `atrium.todos.test-${Date.now()}`;
    const key = `${namespace}.v1`;
    const first = await renderBoard({ repository: localStorageTodoRepository({ namespace }) });
    await page.getByRole('button', { name: 'Remove Review the Q4 budget' }).click();
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toHaveLength(3);
    await first.unmount();
    const second = await renderBoard({ repository: localStorageTodoRepository({ namespace }) });
    await expect
      .element(page.getByRole('checkbox', { name: 'Review the Q4 budget' }))
      .not.toBeInTheDocument();
    await second.unmount();
    localStorage.setItem(key, '{corrupted');
    await renderBoard({ repository: localStorageTodoRepository({ namespace }) });
    await expect.element(page.getByRole('checkbox', { name: 'Review the Q4 budget' })).toBeInTheDocument();
    localStorage.removeItem(key);
  });

  it('shows hostile titles literally, runs nothing and keeps working', { timeout: 120_000 }, async () => {
    let next = 0;
    // The form is held open, as a user adding one to-do after another would keep it.
    await renderBoard({ initialTodos: [], createId: () => `n-${++next}`, isAddFormOpen: true });
    const board = page.getByRole('region', { name: 'To-do list' }).element();
    const title = page.getByRole('textbox', { name: /Title/ });
    const add = page.getByRole('button', { name: 'Add', exact: true });
    const expected: string[] = [];
    for (const text of naughtyStrings) {
      await userEvent.fill(title, text);
      // The browser drops line breaks from single-line inputs: compare with what the field really holds.
      const typed = (title.element() as HTMLInputElement).value;
      if (typed.trim() === '') {
        expect(add.element()).toBeDisabled();
      } else {
        await userEvent.keyboard('{Enter}');
        expected.push(typed.trim());
      }
    }
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    expect(laneTitles('Important')).toEqual(expected);
    expect(
      board.querySelectorAll('script, iframe, img, style, a, b, details, math, input:not([type])'),
    ).toHaveLength(0);
    // Every to-do is built from the same elements whatever its title: nothing was injected.
    const shapes = new Set(
      [...board.querySelectorAll('li')].map((item) => item.querySelectorAll('*').length),
    );
    expect(shapes.size).toBe(1);
    expect(expected.length).toBeGreaterThan(50);
  });

  it('keeps English descriptions and dates in their order on a right-to-left page', async () => {
    const todo = {
      ...todoSample[0]!,
      title: 'Renew the TLS certificate (2026)',
      description: 'Expires Friday; the load balancers need the new chain too.',
    };
    await renderWithTheme(<TodoBoard initialTodos={[todo]} repository={memoryTodoRepository()} now={now} />, {
      direction: 'rtl',
    });
    const description = page.getByText('Expires Friday', { exact: false }).element();
    expect(readsLeftToRight(description, 'Expires', '.')).toBe(true);
    const date = page.getByText(/^Added /).element();
    expect(readsLeftToRight(date, 'Added', String(new Date(todo.createdAt).getFullYear()))).toBe(true);
    const title = page.getByText('Renew the TLS certificate', { exact: false }).element();
    expect(readsLeftToRight(title, 'Renew', ')')).toBe(true);
  });
});
