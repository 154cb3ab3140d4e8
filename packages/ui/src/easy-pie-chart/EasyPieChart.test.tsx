import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { EasyPieChart } from './EasyPieChart';

function bar(): SVGCircleElement {
  return document.querySelector<SVGCircleElement>('[data-part="bar"]')!;
}

describe('EasyPieChart', () => {
  it('is a meter named by its label, with its value, range and percentage text', async () => {
    await renderWithTheme(
      <main>
        <EasyPieChart label="Memory" value={42} />
      </main>,
    );
    const meter = page.getByRole('meter', { name: 'Memory' });
    await expect.element(meter).toHaveAttribute('aria-valuenow', '42');
    await expect.element(meter).toHaveAttribute('aria-valuemin', '0');
    await expect.element(meter).toHaveAttribute('aria-valuemax', '100');
    await expect.element(page.getByText('42%')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows the value of a ring too small to hold it under the ring, unless the ring is inline', async () => {
    await renderWithTheme(
      <main>
        <EasyPieChart label="Threads" value={86} size={35} />
        <EasyPieChart aria-label="Cache hits" value={91} size={25} />
      </main>,
    );
    const value = page.getByText('86%');
    await expect.element(value).toBeVisible();
    const ring = page.getByRole('meter', { name: 'Threads' }).element().querySelector('svg')!;
    expect(value.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(
      ring.getBoundingClientRect().bottom,
    );
    await expect.element(page.getByText('91%')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('sweeps from an empty ring to its value', async () => {
    await renderWithTheme(<EasyPieChart label="CPU" value={75} animationDuration={600} />);
    const circumference = Number(bar().getAttribute('r')) * 2 * Math.PI;
    const target = circumference * 0.25;
    expect(Number(bar().style.strokeDashoffset)).toBeCloseTo(target, 3);
    // Early on the ring is still well short of its value...
    expect(parseFloat(getComputedStyle(bar()).strokeDashoffset)).toBeGreaterThan(target + 1);
    // ...and it gets there once the sweep is over.
    await expect
      .poll(() => parseFloat(getComputedStyle(bar()).strokeDashoffset), { timeout: 3000, interval: 50 })
      .toBeCloseTo(target, 0);
  });

  it('starts at the top and turns the sweep off under reduced motion', async () => {
    await renderWithTheme(<EasyPieChart label="Swap" value={10} />);
    expect(getComputedStyle(bar().ownerSVGElement!).transform).toBe('matrix(0, -1, 1, 0, 0, 0)');
    const reducedRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
      .filter((rule) => bar().matches(rule.selectorText));
    expect(reducedRules.map((rule) => rule.style.animationName)).toContain('none');
    expect(reducedRules.map((rule) => rule.style.transitionProperty)).toContain('none');
  });

  it('clamps a value beyond the range to a full ring', async () => {
    await renderWithTheme(<EasyPieChart aria-label="Quota" value={140} showValueLabel={false} />);
    await expect.element(page.getByRole('meter', { name: 'Quota' })).toHaveAttribute('aria-valuenow', '100');
    expect(Number(bar().style.strokeDashoffset)).toBe(0);
  });
});
