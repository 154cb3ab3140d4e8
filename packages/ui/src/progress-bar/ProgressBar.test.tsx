import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { smartDefault } from '../theme';
import { skins } from '../theme/skins';
import { ProgressBar } from './ProgressBar';

function rgb(hex: string) {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The filled part and the track around the element showing the value text. */
function partsOf(text: Element) {
  const fill = text.parentElement!;
  return { fill, track: fill.parentElement! };
}

function contains(outer: DOMRect, inner: DOMRect) {
  return (
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5
  );
}

describe('ProgressBar', () => {
  it('is a progressbar named by its label with value, range and text', async () => {
    await renderWithTheme(
      <main>
        <ProgressBar label="Uploading" value={30} minValue={10} maxValue={50} />
      </main>,
    );
    const bar = page.getByRole('progressbar', { name: 'Uploading' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '30');
    await expect.element(bar).toHaveAttribute('aria-valuemin', '10');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '50');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '50%');
    await expect.element(bar.getByText('50%')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('in fill mode draws the value inside the filled part in the on-colour', async () => {
    await renderWithTheme(<ProgressBar label="Profile" value={45} textMode="fill" variant="success" />);
    const text = page.getByText('45%').element();
    const { fill, track } = partsOf(text);
    expect(contains(fill.getBoundingClientRect(), text.getBoundingClientRect())).toBe(true);
    const ratio = fill.getBoundingClientRect().width / track.getBoundingClientRect().width;
    expect(ratio).toBeCloseTo(0.45, 2);
    expect(getComputedStyle(fill).backgroundColor).toBe(rgb(smartDefault.colors.success));
    expect(getComputedStyle(fill).color).toBe(rgb(smartDefault.colors.onSuccess));
  });

  it('in the default mode shows the value beside the label, outside the track', async () => {
    await renderWithTheme(<ProgressBar label="Import" value={45} />);
    const text = page.getByText('45%').element();
    const track = page.getByRole('progressbar').element().lastElementChild!;
    expect(track.contains(text)).toBe(false);
    expect(text.getBoundingClientRect().bottom).toBeLessThanOrEqual(track.getBoundingClientRect().top);
  });

  it('reads a value with a unit in its own order on a right-to-left page', async () => {
    await renderWithTheme(
      <ProgressBar label="Transferred" value={440} maxValue={1200} valueLabel="440 GB" />,
      {
        direction: 'rtl',
      },
    );
    const text = page.getByText('440 GB').element().firstChild!;
    const leftOf = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect().left;
    };
    expect(leftOf(0, 3)).toBeLessThan(leftOf(4, 6));
  });

  it('keeps fill text whole at low values by widening the fill to fit it', async () => {
    await renderWithTheme(
      <div style={{ inlineSize: 300 }}>
        <ProgressBar label="Slow" value={2} textMode="fill" />
      </div>,
    );
    const text = page.getByText('2%').element();
    expect(contains(partsOf(text).fill.getBoundingClientRect(), text.getBoundingClientRect())).toBe(true);
  });

  it('shows a custom value label and a non-percent format', async () => {
    await renderWithTheme(
      <>
        <ProgressBar label="Files" value={3} maxValue={8} valueLabel="3 of 8 files" />
        <ProgressBar label="Budget" value={1200} maxValue={2500} formatOptions={{ style: 'decimal' }} />
      </>,
    );
    await expect
      .element(page.getByRole('progressbar', { name: 'Files' }))
      .toHaveAttribute('aria-valuetext', '3 of 8 files');
    await expect.element(page.getByText('3 of 8 files')).toBeVisible();
    await expect.element(page.getByText('1,200')).toBeVisible();
  });

  it('has no value while indeterminate and hides the value text when asked', async () => {
    await renderWithTheme(
      <>
        <ProgressBar label="Preparing" isIndeterminate />
        <ProgressBar label="Quiet" value={40} showValueLabel={false} />
      </>,
    );
    await expect
      .element(page.getByRole('progressbar', { name: 'Preparing' }))
      .not.toHaveAttribute('aria-valuenow');
    await expect
      .element(page.getByRole('progressbar', { name: 'Quiet' }))
      .toHaveAttribute('aria-valuenow', '40');
    expect(page.getByText('40%').query()).toBeNull();
  });

  it('is thin unless its text has to fit inside', async () => {
    await renderWithTheme(
      <>
        <ProgressBar aria-label="Thin" value={50} size="thin" showValueLabel={false} />
        <ProgressBar aria-label="Thin with text" value={50} size="thin" textMode="fill" />
      </>,
    );
    const height = (name: string) =>
      page.getByRole('progressbar', { name, exact: true }).element().lastElementChild!.getBoundingClientRect()
        .height;
    expect(height('Thin')).toBe(8);
    expect(height('Thin with text')).toBe(20);
  });

  it('fills from the inline start in right-to-left pages', async () => {
    await renderWithTheme(<ProgressBar aria-label="RTL" value={30} textMode="fill" />, { direction: 'rtl' });
    const { fill, track } = partsOf(page.getByText(/^30\D*%\D*$/).element());
    expect(fill.getBoundingClientRect().right).toBeCloseTo(track.getBoundingClientRect().right, 0);
  });

  it('fills from the bottom when vertical', async () => {
    await renderWithTheme(
      <div style={{ blockSize: 200 }}>
        <ProgressBar aria-label="Disk" value={25} orientation="vertical" textMode="fill" />
      </div>,
    );
    const { fill, track } = partsOf(page.getByText('25%').element());
    const fillBox = fill.getBoundingClientRect();
    const trackBox = track.getBoundingClientRect();
    expect(fillBox.bottom).toBeCloseTo(trackBox.bottom, 0);
    expect(fillBox.height / trackBox.height).toBeCloseTo(0.25, 2);
  });

  it('keeps every variant readable in fill mode in every skin', async () => {
    for (const skin of skins) {
      const screen = await renderWithTheme(
        <main>
          {(['primary', 'success', 'info', 'warning', 'danger'] as const).map((variant) => (
            <ProgressBar key={variant} label={variant} value={60} textMode="fill" variant={variant} />
          ))}
        </main>,
        { skin },
      );
      await expectNoAxeViolations();
      await screen.unmount();
    }
  });
});
