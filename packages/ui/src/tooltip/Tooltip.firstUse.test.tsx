import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { Tooltip } from './Tooltip';

// A file of its own: the bubble's code must not have been loaded by an earlier test's hover.
describe('Tooltip on first use', () => {
  it('loads its bubble when first opened with the keyboard, before any pointer hover', async () => {
    await renderWithTheme(
      <div style={{ padding: 80 }}>
        <Tooltip content="Reload the table" delay={5000}>
          <button type="button">Refresh</button>
        </Tooltip>
      </div>,
    );
    const trigger = page.getByRole('button', { name: 'Refresh' });
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Reload the table');
    await expect.element(trigger).toHaveAccessibleDescription('Reload the table');
    expect(page.getByRole('tooltip').element().matches(':popover-open')).toBe(true);
    await expect.element(page.getByRole('tooltip')).toHaveAttribute('data-placement', 'top');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await expect.element(trigger).not.toHaveAttribute('aria-describedby');
  });
});
