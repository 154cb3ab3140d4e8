import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { RangeSlider } from './RangeSlider';
import { Slider } from './Slider';

const volume = () => page.getByRole('slider', { name: 'Volume' });
/** The thumb's hidden input sits in a visually hidden wrapper inside the thumb, inside the track. */
const thumbOf = (input: HTMLElement) => input.parentElement!.parentElement!;
const trackOf = (input: HTMLElement) => thumbOf(input).parentElement!;
const centreX = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

describe('Slider', () => {
  it('shows its value and steps with arrows, PageUp/PageDown and Home/End', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<Slider label="Volume" defaultValue={500} onChange={onChange} />);
    await expect.element(volume()).toHaveValue('500');
    await expect.element(volume()).toHaveAttribute('min', '0');
    await expect.element(volume()).toHaveAttribute('max', '1000');
    await expect.element(page.getByText('500', { exact: true })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(volume()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(volume()).toHaveValue('501');
    expect(onChange).toHaveBeenLastCalledWith(501);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(volume()).toHaveValue('499');
    await userEvent.keyboard('{PageUp}');
    await expect.element(volume()).toHaveValue('599');
    await userEvent.keyboard('{End}');
    await expect.element(volume()).toHaveValue('1000');
    await userEvent.keyboard('{Home}');
    await expect.element(volume()).toHaveValue('0');
  });

  it('formats the output and the spoken value', async () => {
    await renderWithTheme(
      <Slider
        label="Budget"
        defaultValue={250}
        step={50}
        formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
      />,
    );
    const budget = page.getByRole('slider', { name: 'Budget' });
    await expect.element(budget).toHaveAttribute('aria-valuetext', '$250');
    await expect.element(page.getByText('$250', { exact: true })).toBeVisible();
    budget.element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(budget).toHaveAttribute('aria-valuetext', '$300');
  });

  it('follows the mouse: a click on the track and a drag of the thumb', async () => {
    const onChangeEnd = vi.fn();
    await renderWithTheme(
      <div style={{ width: 400 }}>
        <Slider label="Volume" step={10} onChangeEnd={onChangeEnd} />
      </div>,
    );
    const input = volume().element() as HTMLElement;
    const track = trackOf(input);
    const width = track.getBoundingClientRect().width;
    await userEvent.click(track, { position: { x: width * 0.75, y: 12 } });
    await expect.element(volume()).toHaveValue('750');
    await userEvent.dragAndDrop(thumbOf(input), track, { targetPosition: { x: width * 0.25, y: 12 } });
    await expect.element(volume()).toHaveValue('250');
    expect(onChangeEnd).toHaveBeenLastCalledWith(250);
  });

  it('mirrors in right-to-left: starts at the right and ArrowLeft increases', async () => {
    await renderWithTheme(
      <div style={{ width: 400 }}>
        <Slider label="Volume" defaultValue={0} />
      </div>,
      { direction: 'rtl' },
    );
    const input = volume().element() as HTMLElement;
    const track = trackOf(input);
    expect(centreX(thumbOf(input))).toBeCloseTo(track.getBoundingClientRect().right, 0);
    input.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(volume()).toHaveValue('2');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(volume()).toHaveValue('1');
    const width = track.getBoundingClientRect().width;
    await userEvent.click(track, { position: { x: width * 0.25, y: 12 } });
    await expect.element(volume()).toHaveValue('750');
    // The fill runs from the start, the right edge, to the thumb.
    const fill = track.children[1]!.getBoundingClientRect();
    expect(fill.right).toBeCloseTo(track.getBoundingClientRect().right, 0);
    expect(fill.left).toBeCloseTo(centreX(thumbOf(input)), 0);
  });

  it('mirrors the same way when the locale itself is right-to-left', async () => {
    await renderWithTheme(<Slider label="Volume" defaultValue={1000} />, {
      direction: 'rtl',
      locale: 'he-IL',
    });
    const input = volume().element() as HTMLElement;
    expect(centreX(thumbOf(input))).toBeCloseTo(trackOf(input).getBoundingClientRect().left, 0);
    input.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(volume()).toHaveValue('999');
  });

  it('shows the error after the slider, linked to the thumb, and cannot be moved while disabled', async () => {
    await renderWithTheme(
      <main>
        <Slider
          label="Volume"
          description="Speaker level"
          isInvalid
          errorMessage="Too loud"
          defaultValue={900}
        />
        <Slider label="Balance" isDisabled defaultValue={10} />
      </main>,
    );
    await expect.element(volume()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(volume()).toHaveAccessibleDescription('Speaker level Too loud');
    expect(thumbOf(volume().element() as HTMLElement).closest('.is-invalid')).not.toBeNull();
    const balance = page.getByRole('slider', { name: 'Balance' });
    await expect.element(balance).toBeDisabled();
    await expectNoAxeViolations();
  });
});

describe('RangeSlider', () => {
  const start = () => page.getByRole('slider', { name: 'Minimum Price' });
  const end = () => page.getByRole('slider', { name: 'Maximum Price' });

  it('spans 0 to 1000 by default (spec §9) and shows both values', async () => {
    await renderWithTheme(
      <main>
        <RangeSlider label="Price" />
      </main>,
    );
    await expect.element(start()).toHaveValue('0');
    await expect.element(end()).toHaveValue('1000');
    await expect.element(page.getByText('0 – 1,000')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('moves each thumb with the keyboard and never lets them cross', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <RangeSlider label="Price" defaultValue={[200, 300]} step={50} onChange={onChange} />,
    );
    start().element().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith([250, 300]);
    await userEvent.keyboard('{End}');
    await expect.element(start()).toHaveValue('300');
    await userEvent.keyboard('{Tab}');
    await expect.element(end()).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(end()).toHaveValue('300');
    await userEvent.keyboard('{PageUp}');
    await expect.element(end()).toHaveValue('400');
  });

  it('drags the nearest thumb from the track, mirrored in right-to-left', async () => {
    await renderWithTheme(
      <div style={{ width: 400 }}>
        <RangeSlider label="Price" defaultValue={[100, 900]} step={10} />
      </div>,
      { direction: 'rtl' },
    );
    const input = start().element() as HTMLElement;
    const track = trackOf(input);
    const width = track.getBoundingClientRect().width;
    // Near the right edge is near the start in right-to-left.
    await userEvent.click(track, { position: { x: width * 0.8, y: 12 } });
    await expect.element(start()).toHaveValue('200');
    await expect.element(end()).toHaveValue('900');
    expect(centreX(thumbOf(input))).toBeGreaterThan(centreX(thumbOf(end().element() as HTMLElement)));
  });
});
