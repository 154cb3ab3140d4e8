import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { naughtyStrings } from '../../test/naughtyStrings';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { MultiSelect } from './MultiSelect';

const countries = [
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
  { value: 'ci', label: 'Côte d’Ivoire' },
  { value: 'jp', label: 'Japan' },
  { value: 'gr', label: 'Greece' },
];
const input = () => page.getByRole('combobox', { name: 'Countries served' });
const chosen = () => page.getByRole('list', { name: 'Countries served' }).getByRole('listitem');
const status = () => page.getByRole('status');

function Countries(props: { onChange?: (values: readonly string[]) => void; defaultValue?: string[] }) {
  return (
    <main>
      <MultiSelect label="Countries served" items={countries} {...props} />
    </main>
  );
}

describe('MultiSelect', () => {
  it('filters the list as you type, accent blind, and picks several in a row with Enter', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<Countries onChange={onChange} />);
    await input().click();
    await userEvent.keyboard('cote');
    await expect.element(page.getByRole('option')).toHaveTextContent('Côte d’Ivoire');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['ci']);
    await expect.element(input()).toHaveValue('');
    await expect.element(status()).toHaveTextContent('Côte d’Ivoire added, 1 chosen');
    // The list stays open for the next pick, without the one already chosen.
    await userEvent.keyboard('ger');
    await expect.poll(() => page.getByRole('option').all().length).toBe(1);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['ci', 'de']);
    await expect
      .poll(() =>
        chosen()
          .all()
          .map((item) => item.element().textContent),
      )
      .toEqual(['Côte d’Ivoire×', 'Germany×']);
    await expectNoAxeViolations();
  });

  it('removes the last chip with Backspace in the empty input, and announces it', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<Countries defaultValue={['fr', 'jp']} onChange={onChange} />);
    await input().click();
    await userEvent.keyboard('{Backspace}');
    await expect.poll(() => onChange.mock.lastCall?.[0]).toEqual(['fr']);
    await expect.element(status()).toHaveTextContent('Japan removed, 1 chosen');
    await expect.poll(() => chosen().all().length).toBe(1);
  });

  it('removes a chip with its button and from the keyboard after moving to it with the arrow keys', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<Countries defaultValue={['fr', 'jp', 'gr']} onChange={onChange} />);
    await page.getByRole('button', { name: 'Remove Japan' }).click();
    await expect.poll(() => onChange.mock.lastCall?.[0]).toEqual(['fr', 'gr']);
    await input().click();
    await userEvent.keyboard('{Escape}{ArrowLeft}');
    await expect.element(page.getByRole('button', { name: 'Remove Greece' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Delete}');
    await expect.poll(() => onChange.mock.lastCall?.[0]).toEqual(['gr']);
  });

  it('says when nothing matches, and keeps the text', async () => {
    await renderWithTheme(<Countries />);
    await input().click();
    await userEvent.keyboard('zz');
    await expect.element(page.getByText('No matches')).toBeVisible();
    await expect.element(input()).toHaveValue('zz');
  });

  it('shows hostile option labels as text', async () => {
    const items = naughtyStrings
      .filter((text) => text.trim() !== '')
      .slice(0, 8)
      .map((text, index) => ({ value: String(index), label: text }));
    await renderWithTheme(
      <main>
        <MultiSelect label="Countries served" items={items} defaultValue={['0', '1', '2']} />
      </main>,
    );
    await expect.poll(() => chosen().all().length).toBe(3);
    expect(chosen().all()[0]!.element().textContent).toBe(`${items[0]!.label}×`);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('ignores input while disabled', async () => {
    await renderWithTheme(<MultiSelect label="Countries served" items={countries} isDisabled />);
    await expect.element(input()).toBeDisabled();
  });
});
