import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { TextField } from '../text-field';
import { InputAddon } from './InputGroup';

function PriceField({ onPay }: { onPay: () => void }) {
  const [isGift, setGift] = useState(false);
  return (
    <main>
      <TextField
        label="Price"
        description={isGift ? 'Gift wrapped' : undefined}
        startAddon={
          <InputAddon>
            <Checkbox aria-label="Gift" isSelected={isGift} onChange={setGift} />
          </InputAddon>
        }
        endAddon={
          <Button variant="primary" onPress={onPay}>
            Pay
          </Button>
        }
      />
    </main>
  );
}

const box = (element: Element) => element.getBoundingClientRect();

describe('InputGroup', () => {
  it('joins the add-ons to the box on one shared border line, rounding only the outer corners', async () => {
    await renderWithTheme(<PriceField onPay={() => undefined} />);
    const frame = page.getByRole('textbox', { name: 'Price' }).element().parentElement!;
    const addon = page.getByRole('checkbox', { name: 'Gift' }).element().closest('.atrium-input-addon')!;
    const pay = page.getByRole('button', { name: 'Pay' }).element();
    expect(box(addon).right - box(frame).left).toBe(1);
    expect(box(frame).right - box(pay).left).toBe(1);
    expect(box(pay).height).toBe(box(frame).height);
    expect(getComputedStyle(addon).borderStartStartRadius).toBe('2px');
    expect(getComputedStyle(addon).borderStartEndRadius).toBe('0px');
    expect(getComputedStyle(frame).borderStartStartRadius).toBe('0px');
    expect(getComputedStyle(pay).borderStartEndRadius).toBe('2px');
    expect(getComputedStyle(pay).borderStartStartRadius).toBe('0px');
  });

  it('keeps the start add-on on the right in a right-to-left page', async () => {
    await renderWithTheme(<PriceField onPay={() => undefined} />, { direction: 'rtl' });
    const frame = page.getByRole('textbox', { name: 'Price' }).element().parentElement!;
    const addon = page.getByRole('checkbox', { name: 'Gift' }).element().closest('.atrium-input-addon')!;
    expect(box(addon).left).toBeGreaterThan(box(frame).left);
    expect(getComputedStyle(addon).borderTopRightRadius).toBe('2px');
    expect(getComputedStyle(addon).borderTopLeftRadius).toBe('0px');
  });

  it('leaves every add-on keyboard operable in reading order, with no axe violations', async () => {
    const onPay = vi.fn();
    await renderWithTheme(<PriceField onPay={onPay} />);
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Gift' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect
      .element(page.getByRole('textbox', { name: 'Price' }))
      .toHaveAccessibleDescription('Gift wrapped');
    await userEvent.tab();
    await expect.element(page.getByRole('textbox', { name: 'Price' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });
});
