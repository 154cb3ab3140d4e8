import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  faArrowLeft,
  faCheck,
  faChevronRight,
  faHouse,
  faSpinner,
  faUser,
} from '@fortawesome/free-solid-svg-icons';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { eventIcons } from './eventIcons';
import { Icon } from './Icon';
import { IconProvider, useIconByName } from './IconProvider';
import { fontAwesomeName } from './iconMap';

function svgIn(container: HTMLElement, index = 0): SVGSVGElement {
  const svg = container.querySelectorAll('svg')[index];
  if (!svg) throw new Error('no svg rendered');
  return svg;
}

/** Whether a stylesheet switches this element's animation off under prefers-reduced-motion. */
function stopsAnimationForReducedMotion(element: Element): boolean {
  return [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.includes('prefers-reduced-motion: reduce') &&
        [...rule.cssRules].some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            element.matches(inner.selectorText) &&
            inner.style.animationName === 'none',
        ),
    ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and not focusable', async () => {
    const { container } = await renderWithTheme(
      <main>
        <Icon icon={faCheck} /> Saved
      </main>,
    );
    const svg = svgIn(container);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(page.getByRole('img').elements()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('becomes a named image with a label', async () => {
    await renderWithTheme(
      <main>
        <Icon icon={faCheck} label="Done" />
      </main>,
    );
    const image = page.getByRole('img', { name: 'Done' });
    await expect.element(image).toBeVisible();
    expect(image.element().getAttribute('aria-hidden')).toBeNull();
    expect(image.element().getAttribute('viewBox')).toBe('0 0 448 512');
    await expectNoAxeViolations();
  });

  it('is 1em high by default, scales with size, and keeps the drawing’s aspect ratio', async () => {
    const { container } = await renderWithTheme(
      <div style={{ fontSize: 20 }}>
        <Icon icon={faUser} />
        <Icon icon={faUser} size="2x" />
        <Icon icon={faUser} isFixedWidth />
      </div>,
    );
    const [plain, double, fixed] = [0, 1, 2].map((index) => svgIn(container, index).getBoundingClientRect());
    expect(plain!.height).toBeCloseTo(20, 0);
    expect(plain!.width).toBeCloseTo((20 * 448) / 512, 0);
    expect(double!.height).toBeCloseTo(40, 0);
    expect(fixed!.width).toBeCloseTo(25, 0);
  });

  it('paints with the current text colour', async () => {
    const { container } = await renderWithTheme(
      <span style={{ color: 'rgb(10, 20, 30)' }}>
        <Icon icon={faHouse} />
      </span>,
    );
    expect(getComputedStyle(svgIn(container)).fill).toBe('rgb(10, 20, 30)');
  });

  it('mirrors direction-bearing icons in right to left only', async () => {
    const { container } = await renderWithTheme(
      <>
        <Icon icon={faArrowLeft} label="Back" />
        <Icon icon={faChevronRight} />
        <Icon icon={faUser} />
        <Icon icon={faArrowLeft} isMirroredInRtl={false} />
        <Icon icon={faUser} isMirroredInRtl />
      </>,
      { direction: 'rtl' },
    );
    const scales = [0, 1, 2, 3, 4].map((index) => getComputedStyle(svgIn(container, index)).scale);
    expect(scales).toEqual(['-1 1', '-1 1', 'none', 'none', '-1 1']);
  });

  it('does not mirror anything in left to right', async () => {
    const { container } = await renderWithTheme(<Icon icon={faArrowLeft} isMirroredInRtl />);
    expect(getComputedStyle(svgIn(container)).scale).toBe('none');
  });

  it('spins on request, and stops for people who ask for reduced motion', async () => {
    const { container } = await renderWithTheme(
      <>
        <Icon icon={faSpinner} isSpinning label="Loading" />
        <Icon icon={faSpinner} />
      </>,
    );
    const spinning = svgIn(container, 0);
    expect(getComputedStyle(spinning).animationName).not.toBe('none');
    expect(getComputedStyle(svgIn(container, 1)).animationName).toBe('none');
    expect(stopsAnimationForReducedMotion(spinning)).toBe(true);
  });
});

describe('Icon by name', () => {
  it('resolves Font Awesome 4 names through IconProvider', async () => {
    await renderWithTheme(
      <IconProvider icons={eventIcons}>
        <Icon name="fa-warning" label="Warning" />
        <Icon name="fa-clock-o" label="Time" />
      </IconProvider>,
    );
    const warning = page.getByRole('img', { name: 'Warning' });
    await expect.element(warning).toBeVisible();
    expect(warning.element().getAttribute('data-icon')).toBe('triangle-exclamation');
    expect(page.getByRole('img', { name: 'Time' }).element().getAttribute('data-icon')).toBe('clock');
  });

  it('lets a nested provider add names while keeping those from above', async () => {
    await renderWithTheme(
      <IconProvider icons={eventIcons}>
        <IconProvider icons={{ 'fa-home': faHouse }}>
          <Icon name="fa-home" label="Home" />
          <Icon name="fa-lock" label="Locked" />
        </IconProvider>
      </IconProvider>,
    );
    await expect.element(page.getByRole('img', { name: 'Home' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Locked' })).toBeVisible();
  });

  it('lets a fallback provider give way to the names from above and add its own', async () => {
    await renderWithTheme(
      <IconProvider icons={{ 'fa-home': faHouse }}>
        <IconProvider icons={{ ...eventIcons, 'fa-home': faUser }} isFallback>
          <Icon name="fa-home" label="Home" />
          <Icon name="fa-lock" label="Locked" />
        </IconProvider>
      </IconProvider>,
    );
    expect(page.getByRole('img', { name: 'Home' }).element().getAttribute('data-icon')).toBe('house');
    await expect.element(page.getByRole('img', { name: 'Locked' })).toBeVisible();
  });

  it('renders nothing and warns for an unknown name, inside or outside a provider', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await renderWithTheme(
      <>
        <IconProvider icons={eventIcons}>
          <Icon name="fa-nonexistent" label="Missing" />
        </IconProvider>
        <Icon name="fa-info" label="Info" />
        <p>still here</p>
      </>,
    );
    await expect.element(page.getByText('still here')).toBeVisible();
    expect(container.querySelector('svg')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"fa-nonexistent"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"fa-info"'));
  });

  it('exposes the lookup as useIconByName', async () => {
    function IconNameOf({ name }: { name: string }) {
      const definition = useIconByName(name);
      return <output>{definition ? fontAwesomeName(definition) : 'none'}</output>;
    }
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderWithTheme(
      <IconProvider icons={eventIcons}>
        <IconNameOf name="fa-warning" />
        <IconNameOf name="fa-bogus" />
      </IconProvider>,
    );
    await expect.element(page.getByText('fa-triangle-exclamation')).toBeVisible();
    await expect.element(page.getByText('none')).toBeVisible();
  });
});
