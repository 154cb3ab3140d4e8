import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label and fires onPress on click', async () => {
    const onPress = vi.fn();
    await renderWithTheme(<Button onPress={onPress}>Save</Button>);
    await page.getByRole('button', { name: 'Save' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('fires onPress from the keyboard (Enter and Space)', async () => {
    const onPress = vi.fn();
    await renderWithTheme(<Button onPress={onPress}>Send</Button>);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses and leaves the tab order while disabled', async () => {
    const onPress = vi.fn();
    await renderWithTheme(
      <Button isDisabled onPress={onPress}>
        Delete
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Delete' });
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('takes its name from aria-label when only an icon is shown', async () => {
    await renderWithTheme(
      <Button aria-label="Refresh" icon={<svg aria-hidden="true" viewBox="0 0 1 1" />} />,
    );
    await expect.element(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('paints each variant with its skin colour', async () => {
    await renderWithTheme(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="danger">Danger</Button>
      </>,
    );
    const primary = page.getByRole('button', { name: 'Primary' }).element();
    const danger = page.getByRole('button', { name: 'Danger' }).element();
    expect(getComputedStyle(primary).backgroundColor).toBe('rgb(47, 109, 166)');
    expect(getComputedStyle(danger).backgroundColor).toBe('rgb(169, 3, 41)');
  });
});
