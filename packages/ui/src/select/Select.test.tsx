import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { zIndex } from '../theme';
import { Select } from './Select';

const countries = [
  { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' },
  { value: 'gr', label: 'Greece' },
  { value: 'it', label: 'Italy', isDisabled: true },
  { value: 'nl', label: 'Netherlands' },
];

/** Tests render inside a landmark, as a page would. */
const renderPage = (ui: ReactNode) => renderWithTheme(<main>{ui}</main>);

const trigger = () => page.getByRole('combobox', { name: 'Country' });
const option = (name: string) => page.getByRole('option', { name });

describe('Select', () => {
  it('opens on click and picks an option with the mouse', async () => {
    const onChange = vi.fn();
    await renderPage(<Select label="Country" items={countries} onChange={onChange} name="country" />);
    await expect.element(trigger()).toHaveTextContent('Select…');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await trigger().click();
    await expect.element(page.getByRole('listbox', { name: 'Country' })).toBeVisible();
    await option('Greece').click();
    expect(onChange).toHaveBeenCalledWith('gr', countries[2]);
    await expect.element(trigger()).toHaveTextContent('Greece');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('input[name="country"]')?.value).toBe('gr');
  });

  it('is driven by the keyboard: arrows, Home/End, type-ahead, Enter and Escape', async () => {
    const onChange = vi.fn();
    await renderPage(<Select label="Country" items={countries} onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    const highlighted = () =>
      document.getElementById(trigger().element().getAttribute('aria-activedescendant')!);
    await userEvent.keyboard('{End}');
    expect(highlighted()).toHaveTextContent('Netherlands');
    await userEvent.keyboard('{ArrowUp}');
    // Italy is disabled, so the highlight jumps over it.
    expect(highlighted()).toHaveTextContent('Greece');
    await userEvent.keyboard('{Home}');
    expect(highlighted()).toHaveTextContent('France');
    await userEvent.keyboard('n');
    expect(highlighted()).toHaveTextContent('Netherlands');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('nl', countries[4]);
    await expect.element(trigger()).toHaveTextContent('Netherlands');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger()).toHaveTextContent('Netherlands');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled value and reports the open state', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<string | null>('de');
      return (
        <>
          <Select
            label="Country"
            items={countries}
            value={value}
            onChange={setValue}
            onOpenChange={onOpenChange}
          />
          <button type="button" onClick={() => setValue(null)}>
            Clear
          </button>
        </>
      );
    }
    await renderPage(<Controlled />);
    await expect.element(trigger()).toHaveTextContent('Germany');
    await trigger().click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(option('Germany')).toHaveAttribute('aria-selected', 'true');
    await option('France').click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(trigger()).toHaveTextContent('France');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.element(trigger()).toHaveTextContent('Select…');
  });

  it('renders options through the render prop', async () => {
    await renderPage(
      <Select label="Country" items={countries} defaultOpen>
        {(item, { isSelected }) => `${item.label} (${item.value.toUpperCase()})${isSelected ? ' ✓' : ''}`}
      </Select>,
    );
    await expect.element(option('Greece (GR)')).toBeVisible();
  });

  it('neither opens nor changes while disabled', async () => {
    const onChange = vi.fn();
    await renderPage(<Select label="Country" items={countries} isDisabled onChange={onChange} />);
    await expect.element(trigger()).toHaveAttribute('aria-disabled', 'true');
    await expect.element(trigger()).toHaveAttribute('tabindex', '-1');
    await trigger().click({ force: true });
    trigger().element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the error after the field with a danger border, and a success border when valid', async () => {
    await renderPage(
      <>
        <Select
          label="Country"
          items={countries}
          isInvalid
          errorMessage="Select a country"
          description="Shipping"
        />
        <Select label="Size" items={countries} isValid defaultValue="fr" />
      </>,
    );
    const invalid = trigger().element();
    await expect.element(trigger()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(trigger()).toHaveAccessibleDescription('Shipping Select a country');
    expect(getComputedStyle(invalid).borderTopColor).toBe('rgb(169, 3, 41)');
    expect(invalid.closest('.is-invalid')).not.toBeNull();
    const error = page.getByText('Select a country').element();
    expect(invalid.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const valid = page.getByRole('combobox', { name: 'Size' }).element();
    expect(getComputedStyle(valid).borderTopColor).toBe('rgb(74, 122, 74)');
    expect(valid.closest('.is-valid')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('portals the menu above other layers and keeps it inside the viewport', async () => {
    await renderPage(
      <div
        data-testid="corner"
        style={{ position: 'fixed', insetBlockEnd: 4, insetInlineEnd: 4, width: 120 }}
      >
        <Select label="Country" items={countries} />
      </div>,
    );
    await trigger().click();
    const listbox = page.getByRole('listbox', { name: 'Country' });
    await expect.element(listbox).toBeVisible();
    const surface = listbox.element().parentElement!;
    expect(page.getByTestId('corner').element().contains(surface)).toBe(false);
    expect(surface.closest('main')).not.toBeNull();
    expect(getComputedStyle(surface).zIndex).toBe(String(zIndex.dropdown));
    await expect
      .poll(() => surface.getBoundingClientRect().bottom)
      .toBeLessThanOrEqual(trigger().element().getBoundingClientRect().top);
    const box = surface.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The open menu sits inside the page's main landmark, so axe's `region` rule passes too.
    await expectNoAxeViolations();
  });
});
