import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Dial } from './Dial';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Presses the middle of `element` and moves the mouse by `dy` pixels in steps, as a hand would. */
async function dragVertically(element: Element, dy: number) {
  const rect = element.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const init = { bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y, buttons: 1 }));
  for (let step = 1; step <= 6; step += 1) {
    window.dispatchEvent(
      new PointerEvent('pointermove', { ...init, clientX: x, clientY: y + (dy * step) / 6, buttons: 1 }),
    );
    await nextFrame();
  }
  window.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x, clientY: y + dy, buttons: 0 }));
  await nextFrame();
}

describe('Dial', () => {
  it('is a slider the keyboard turns by steps, pages and to either end, with its value as text', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <main>
        <Dial
          label="Speed"
          defaultValue={50}
          maxValue={200}
          step={5}
          formatOptions={{ style: 'unit', unit: 'kilometer-per-hour' }}
          onChange={onChange}
        />
      </main>,
    );
    const slider = page.getByRole('slider', { name: 'Speed' });
    await expect.element(slider).toHaveAttribute('aria-valuetext', '50 km/h');
    (slider.element() as HTMLInputElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(55);
    await userEvent.keyboard('{PageUp}');
    expect(onChange.mock.lastCall![0]).toBeGreaterThan(55);
    await userEvent.keyboard('{End}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '200 km/h');
    await expect.element(page.getByText('200 km/h')).toBeVisible();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await expectNoAxeViolations();
  });

  it('turns up when dragged upwards and down when dragged downwards', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<Dial label="Gain" defaultValue={50} size={100} onChange={onChange} />);
    // The value in the middle sits on the knob itself, which takes the drag.
    const knob = page.getByText('50', { exact: true }).element().parentElement!;
    await dragVertically(knob, -30);
    const turnedUp = onChange.mock.lastCall![0] as number;
    expect(turnedUp).toBeGreaterThan(50);
    await dragVertically(knob, 60);
    expect(onChange.mock.lastCall![0]).toBeLessThan(turnedUp);
  });
});
