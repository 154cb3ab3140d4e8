import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label that toggles on click and with Space', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <main>
        <Switch onChange={onChange}>Live stats</Switch>
      </main>,
    );
    const toggle = page.getByRole('switch', { name: 'Live stats' });
    await expect.element(toggle).not.toBeChecked();
    await page.getByText('Live stats').click();
    await expect.element(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations();
  });

  it('is reached with Tab and draws the ON/OFF text of its state, hidden from screen readers', async () => {
    await renderWithTheme(
      <Switch onText="ON" offText="OFF" defaultSelected>
        Auto update
      </Switch>,
    );
    await userEvent.tab();
    const toggle = page.getByRole('switch', { name: 'Auto update' });
    await expect.element(toggle).toHaveFocus();
    await expect.element(page.getByText('ON')).toBeVisible();
    expect(page.getByText('ON').element().closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('OFF')).toBeVisible();
    await expect.element(page.getByText('ON')).not.toBeInTheDocument();
  });

  it('slides its thumb in 200 ms to the far end of the track', async () => {
    await renderWithTheme(<Switch>Sound</Switch>);
    const track = page.getByText('Sound').element().previousElementSibling!;
    const thumb = track.lastElementChild!;
    expect(getComputedStyle(thumb).transitionDuration).toBe('0.2s');
    const offLeft = thumb.getBoundingClientRect().left;
    await page.getByText('Sound').click();
    await expect
      .poll(() => track.getBoundingClientRect().right - thumb.getBoundingClientRect().right)
      .toBeLessThan(3);
    expect(thumb.getBoundingClientRect().left).toBeGreaterThan(offLeft);
  });

  it('ignores presses while disabled', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <Switch isDisabled onChange={onChange}>
        Voice commands
      </Switch>,
    );
    const toggle = page.getByRole('switch', { name: 'Voice commands' });
    await expect.element(toggle).toBeDisabled();
    await page.getByText('Voice commands').click({ force: true });
    await expect.element(toggle).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
