import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import type { SelectItem } from '../select';
import { Combobox } from './Combobox';
import type { LoadItems } from './useAsyncItems';

const cities: SelectItem[] = [
  { value: 'ber', label: 'Berlin' },
  { value: 'brn', label: 'Bern' },
  { value: 'lis', label: 'Lisbon' },
  { value: 'mad', label: 'Madrid' },
  { value: 'zrh', label: 'Zürich' },
];

/** A source that answers from `cities` with no delay of its own. */
const searchCities = (query: string) =>
  cities.filter((city) => city.label.toLowerCase().includes(query.toLowerCase()));

const renderPage = (ui: ReactNode) => renderWithTheme(<main>{ui}</main>);
const input = () => page.getByRole('combobox', { name: 'City' });
const option = (name: string) => page.getByRole('option', { name });
const status = () => page.getByRole('status');

describe('Combobox with static items', () => {
  it('filters by the typed text, ignoring case and accents, and picks with the keyboard', async () => {
    const onChange = vi.fn();
    await renderPage(<Combobox label="City" items={cities} onChange={onChange} name="city" />);
    await input().click();
    await userEvent.keyboard('zur');
    await expect.element(option('Zürich')).toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('zrh', cities[4]);
    await expect.element(input()).toHaveValue('Zürich');
    await expect.element(input()).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector<HTMLInputElement>('input[name="city"]')?.value).toBe('zrh');
  });

  it('lists every item from the toggle button, even with a choice made, and picks with the mouse', async () => {
    const onChange = vi.fn();
    await renderPage(<Combobox label="City" items={cities} defaultValue="mad" onChange={onChange} />);
    await expect.element(input()).toHaveValue('Madrid');
    await page.getByRole('button', { name: 'Show suggestions' }).click();
    expect(page.getByRole('option').elements()).toHaveLength(5);
    await expect.element(option('Madrid')).toHaveAttribute('aria-selected', 'true');
    await option('Lisbon').click();
    expect(onChange).toHaveBeenCalledWith('lis', cities[2]);
    await expect.element(input()).toHaveValue('Lisbon');
  });

  it('keeps the caret where the user types inside the text', async () => {
    const onInputChange = vi.fn();
    await renderPage(<Combobox label="City" items={cities} onInputChange={onInputChange} />);
    await input().click();
    await userEvent.keyboard('Brn{ArrowLeft}{ArrowLeft}e');
    await expect.element(input()).toHaveValue('Bern');
    expect((input().element() as HTMLInputElement).selectionStart).toBe(2);
    expect(onInputChange).toHaveBeenLastCalledWith('Bern');
  });

  it('says "No matches" when nothing fits', async () => {
    await renderPage(<Combobox label="City" items={cities} />);
    await input().click();
    await userEvent.keyboard('xyz');
    await expect.element(status()).toHaveTextContent('No matches');
    expect(page.getByRole('option').elements()).toHaveLength(0);
  });

  it('can ask for a minimum length and use custom texts', async () => {
    await renderPage(
      <Combobox label="City" items={cities} minChars={2} messages={{ tooShort: (n) => `${n}+ letters` }} />,
    );
    await input().click();
    await userEvent.keyboard('b');
    await expect.element(status()).toHaveTextContent('2+ letters');
    await userEvent.keyboard('e');
    await expect.element(option('Berlin')).toBeVisible();
    await expect.element(option('Bern')).toBeVisible();
  });
});

describe('Combobox menu placement', () => {
  it('opens its list inside the main landmark, so nothing on the page sits outside a region', async () => {
    await renderPage(<Combobox label="City" items={cities} />);
    await input().click();
    await userEvent.keyboard('ber');
    await expect.element(option('Berlin')).toBeVisible();
    expect(option('Berlin').element().closest('main')).not.toBeNull();
    await expectNoAxeViolations();
  });
});

describe('Combobox with an async source', () => {
  it('waits for 3 characters and the delay, then shows what the source returned', async () => {
    const loadItems = vi.fn<LoadItems<SelectItem>>(async (query) => searchCities(query));
    await renderPage(<Combobox label="City" loadItems={loadItems} delay={400} />);
    await input().click();
    await userEvent.keyboard('be');
    await expect.element(status()).toHaveTextContent('Type at least 3 characters');
    await userEvent.keyboard('r');
    await expect.element(status()).toHaveTextContent('Searching…');
    await expect.element(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(loadItems).not.toHaveBeenCalled();
    await expect.element(option('Berlin')).toBeVisible();
    expect(loadItems).toHaveBeenCalledTimes(1);
    expect(loadItems).toHaveBeenCalledWith('ber', { signal: expect.any(AbortSignal) });
    const found = page.getByRole('option').elements().length;
    await expect.element(status()).toHaveTextContent(`${found} suggestions`);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect.element(input()).toHaveValue('Bern');
  });

  it('aborts the older request and ignores its late answer', async () => {
    const signals: AbortSignal[] = [];
    let answerLate: () => void = () => {};
    const loadItems: LoadItems<SelectItem> = (query, { signal }) => {
      signals.push(signal);
      if (query !== 'lis') return searchCities(query);
      // The first query is answered by hand after the second, as a slow server would.
      return new Promise((resolve) => {
        answerLate = () => resolve(searchCities(query));
      });
    };
    await renderPage(<Combobox label="City" loadItems={loadItems} delay={0} />);
    await input().click();
    await userEvent.keyboard('lis');
    await expect.poll(() => signals.length).toBe(1);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}mad');
    await expect.element(option('Madrid')).toBeVisible();
    expect(signals[0]!.aborted).toBe(true);
    answerLate();
    await new Promise((resolve) => setTimeout(resolve));
    await expect.element(option('Lisbon')).not.toBeInTheDocument();
    await expect.element(option('Madrid')).toBeVisible();
  });

  it('shows the load error in the menu instead of throwing', async () => {
    const loadItems: LoadItems<SelectItem> = () => Promise.reject(new Error('offline'));
    await renderPage(<Combobox label="City" loadItems={loadItems} />);
    await input().click();
    await userEvent.keyboard('rom');
    await expect.element(status()).toHaveTextContent('Could not load suggestions');
    expect(getComputedStyle(status().element()).color).toBe('rgb(169, 3, 41)');
    await userEvent.keyboard('{Backspace}');
    await expect.element(status()).toHaveTextContent('Type at least 3 characters');
    // The open menu sits inside the page's main landmark, so axe's `region` rule passes too.
    await expectNoAxeViolations();
  });
});

describe('Combobox states', () => {
  it('shows the error after the field, linked to the input, and a success border when valid', async () => {
    await renderPage(
      <>
        <Combobox
          label="City"
          items={cities}
          description="Where you live"
          isInvalid
          errorMessage="Pick a city"
        />
        <Combobox label="Town" items={cities} isValid />
      </>,
    );
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('Where you live Pick a city');
    const group = input().element().parentElement!;
    expect(getComputedStyle(group).borderTopColor).toBe('rgb(169, 3, 41)');
    expect(group.closest('.is-invalid')).not.toBeNull();
    const valid = page.getByRole('combobox', { name: 'Town' }).element().parentElement!;
    expect(getComputedStyle(valid).borderTopColor).toBe('rgb(74, 122, 74)');
    expect(valid.closest('.is-valid')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('is out of reach while disabled', async () => {
    await renderPage(<Combobox label="City" items={cities} isDisabled />);
    await expect.element(input()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Show suggestions' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await expect.element(input()).not.toHaveFocus();
  });
});
