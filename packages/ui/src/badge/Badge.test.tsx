import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { createTheme, smartDefault } from '../theme';
import { skins } from '../theme/skins';
import { Badge } from './Badge';
import { Label } from './Label';

/** `#RRGGBB` as the browser reports a computed colour. */
function rgb(hex: string) {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

const colors = smartDefault.colors;

describe('Badge', () => {
  it('shows the count and gives screen readers its meaning instead of the bare number', async () => {
    await renderWithTheme(
      <main>
        <Badge count={21} variant="danger" aria-label="21 new activities" />
      </main>,
    );
    await expect.element(page.getByText('21', { exact: true })).toBeVisible();
    await expect.element(page.getByText('21', { exact: true })).toHaveAttribute('aria-hidden', 'true');
    await expect.element(page.getByText('21 new activities')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('caps large counts and formats them for the locale', async () => {
    await renderWithTheme(
      <>
        <Badge count={1500} />
        <Badge count={120} max={99} />
      </>,
      { locale: 'de-DE' },
    );
    await expect.element(page.getByText('1.500')).toBeVisible();
    await expect.element(page.getByText('99+')).toBeVisible();
  });

  it('paints state colours from the skin with the matching text colour', async () => {
    await renderWithTheme(
      <>
        <Badge count={3} variant="danger" />
        <Label variant="success">Paid</Label>
        <Label>Draft</Label>
      </>,
    );
    const badge = getComputedStyle(page.getByText('3').element());
    expect(badge.backgroundColor).toBe(rgb(colors.danger));
    expect(badge.color).toBe(rgb(colors.onDanger));
    expect(getComputedStyle(page.getByText('Paid').element()).backgroundColor).toBe(rgb(colors.success));
    const draft = getComputedStyle(page.getByText('Draft').element());
    expect(draft.backgroundColor).toBe(rgb(colors.textMuted));
    expect(draft.color).toBe(rgb(colors.surface));
  });

  it('uses the colour-blind state colours when that mode is on', async () => {
    await renderWithTheme(<Label variant="danger">Overdue</Label>, { isColorBlindFriendly: true });
    expect(getComputedStyle(page.getByText('Overdue').element()).backgroundColor).toBe(
      rgb(createTheme(smartDefault, { isColorBlindFriendly: true }).colors.danger),
    );
  });
});

describe('Label', () => {
  it('keeps every variant AA-readable in every skin and in colour-blind mode', async () => {
    for (const skin of skins) {
      for (const isColorBlindFriendly of [false, true]) {
        const screen = await renderWithTheme(
          <main>
            {(['default', 'primary', 'success', 'info', 'warning', 'danger'] as const).map((variant) => (
              <Label key={variant} variant={variant}>
                {variant}
              </Label>
            ))}
            <Badge count={21} variant="danger" />
          </main>,
          { skin, isColorBlindFriendly },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });

  it('renders every variant with readable text and no axe violations', async () => {
    await renderWithTheme(
      <main>
        {(['default', 'primary', 'success', 'info', 'warning', 'danger'] as const).map((variant) => (
          <Label key={variant} variant={variant}>
            {variant}
          </Label>
        ))}
      </main>,
    );
    await expect.element(page.getByText('warning')).toBeVisible();
    await expectNoAxeViolations();
  });
});
