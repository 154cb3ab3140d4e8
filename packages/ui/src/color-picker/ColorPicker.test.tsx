import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { ColorPicker } from './ColorPicker';

const hex = () => page.getByRole('textbox', { name: 'Hex' });
const channel = (name: 'Red' | 'Green' | 'Blue') => page.getByRole('textbox', { name, exact: true });
const hue = () => page.getByRole('slider', { name: 'Hue' });

const HeaderColour = (props: { onChange?: () => void }) => (
  <main>
    <ColorPicker label="Header colour" defaultValue="#3276B1" {...props} />
  </main>
);

describe('ColorPicker', () => {
  it('shows one colour in the hex and channel fields, with no axe violations', async () => {
    await renderWithTheme(<HeaderColour />);
    await expect.element(page.getByRole('group', { name: 'Header colour' })).toBeVisible();
    await expect.element(hex()).toHaveValue('#3276B1');
    await expect.element(channel('Red')).toHaveValue('50');
    await expect.element(channel('Green')).toHaveValue('118');
    await expect.element(channel('Blue')).toHaveValue('177');
    await expectNoAxeViolations();
  });

  it('takes a typed hex code, with or without #, and updates every part', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<HeaderColour onChange={onChange} />);
    await hex().fill('c46a69');
    await userEvent.keyboard('{Tab}');
    await expect.element(hex()).toHaveValue('#C46A69');
    await expect.element(channel('Red')).toHaveValue('196');
    expect(onChange.mock.lastCall?.[0].toString('hex')).toBe('#C46A69');
  });

  it('keeps an invalid hex code in the field with a message, and the last good colour', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<HeaderColour onChange={onChange} />);
    await hex().fill('#12G4');
    await userEvent.keyboard('{Tab}');
    await expect.element(hex()).toHaveValue('#12G4');
    await expect.element(hex()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(hex())
      .toHaveAccessibleDescription(
        'Not a hex colour: type 3 or 6 digits from 0–9 and A–F, such as #3276B1. The colour stays #3276B1.',
      );
    await expect.element(channel('Red')).toHaveValue('50');
    expect(onChange).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    // A good code clears the message.
    await hex().fill('#123');
    await userEvent.keyboard('{Tab}');
    await expect.element(hex()).toHaveValue('#112233');
    await expect.element(hex()).not.toHaveAttribute('aria-invalid');
  });

  it('changes the hue from the keyboard and the channels follow', async () => {
    await renderWithTheme(<HeaderColour />);
    await hue().element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(hex()).not.toHaveValue('#3276B1');
    await userEvent.keyboard('{Home}');
    // Hue 0 at the same saturation and brightness is a red.
    await expect.element(hex()).toHaveValue('#B13232');
    await expect.element(channel('Red')).toHaveValue('177');
  });

  it('moves saturation and brightness with the arrow keys in the square', async () => {
    await renderWithTheme(<HeaderColour />);
    const square = page.getByRole('slider', { name: /Saturation and brightness/ });
    await square.first().element().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.poll(() => Number((channel('Blue').element() as HTMLInputElement).value)).toBeLessThan(177);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    // Less saturation brings red closer to blue.
    await expect.poll(() => Number((channel('Red').element() as HTMLInputElement).value)).toBeGreaterThan(50);
  });

  it('steps a channel with the arrow keys', async () => {
    await renderWithTheme(<HeaderColour />);
    await channel('Blue').click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(channel('Blue')).toHaveValue('178');
    await expect.element(hex()).toHaveValue('#3276B2');
  });

  it('ignores input while disabled', async () => {
    await renderWithTheme(<ColorPicker label="Header colour" defaultValue="#3276B1" isDisabled />);
    await expect.element(hex()).toBeDisabled();
    await expect.element(hue()).toBeDisabled();
  });
});
