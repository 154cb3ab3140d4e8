import { useState, type ReactNode } from 'react';
import type { Key } from 'react-stately';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { key: 'a', title: 'Alpha', content: 'Alpha details' },
  { key: 'b', title: 'Beta', content: 'Beta details' },
  { key: 'c', title: 'Gamma', content: 'Gamma details', isDisabled: true },
];

const renderPage = (ui: ReactNode) => renderWithTheme(<main>{ui}</main>);
const header = (name: string) => page.getByRole('button', { name, exact: true });
const panelOf = (name: string) => {
  const id = header(name).element().getAttribute('aria-controls')!;
  return document.getElementById(id)!;
};
const transitionDurations = (element: Element) =>
  element.getAnimations().map((animation) => animation.effect?.getTiming().duration);

describe('Accordion', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  it('wires headers to panels and hides closed panels from assistive technology', async () => {
    await renderPage(<Accordion items={items} defaultExpandedKeys={['a']} />);
    const alpha = header('Alpha');
    await expect.element(alpha).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Alpha' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Alpha' })).toHaveTextContent('Alpha details');
    expect(panelOf('Beta').getAttribute('aria-hidden')).toBe('true');
    expect(panelOf('Beta').getAttribute('hidden')).toBe('until-found');
    expect(page.getByRole('group', { name: 'Beta' }).query()).toBeNull();
    await expectNoAxeViolations();
  });

  it('opens one item at a time with Enter and Space', async () => {
    const onExpandedChange = vi.fn();
    await renderPage(<Accordion items={items} onExpandedChange={onExpandedChange} />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Tab} ');
    await expect.element(header('Beta')).toHaveFocus();
    await expect.element(header('Beta')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(header('Alpha')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(header('Beta')).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange.mock.calls.map(([keys]) => [...keys])).toEqual([['a'], ['b'], []]);
  });

  it('keeps several items open when multiple expansion is allowed', async () => {
    await renderPage(<Accordion items={items} allowsMultipleExpanded defaultExpandedKeys={['a']} />);
    await header('Beta').click();
    await expect.element(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(header('Beta')).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves disabled items alone and skips them when tabbing', async () => {
    await renderPage(<Accordion items={items} />);
    await expect.element(header('Gamma')).toBeDisabled();
    await header('Gamma').click({ force: true });
    await expect.element(header('Gamma')).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows controlled expanded keys', async () => {
    function Controlled() {
      const [keys, setKeys] = useState<Set<Key>>(new Set(['b']));
      return (
        <>
          <Accordion items={items} expandedKeys={keys} onExpandedChange={setKeys} />
          <button type="button" onClick={() => setKeys(new Set(['a']))}>
            Open alpha
          </button>
        </>
      );
    }
    await renderPage(<Controlled />);
    await expect.element(header('Beta')).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Open alpha' }).click();
    await expect.element(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(header('Beta')).toHaveAttribute('aria-expanded', 'false');
  });

  it('animates the panel height over 300 ms, then rests at its natural height', async () => {
    await renderPage(<Accordion items={items} />);
    await header('Alpha').click();
    const panel = panelOf('Alpha');
    expect(transitionDurations(panel)).toEqual([300]);
    await expect.poll(() => transitionDurations(panel)).toEqual([]);
    expect(Math.abs(panel.getBoundingClientRect().height - panel.scrollHeight)).toBeLessThan(1);
    await header('Alpha').click();
    expect(transitionDurations(panel)).toEqual([300]);
    await expect.poll(() => panel.getAttribute('hidden')).toBe('until-found');
    expect(panel.getBoundingClientRect().height).toBe(0);
  });

  it('opens and closes at once under reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    // Without the global style, whose own reduced-motion rule would mask the panel's.
    await renderWithTheme(
      <main>
        <Accordion items={items} />
      </main>,
      { withGlobalStyle: false },
    );
    await header('Alpha').click();
    const panel = panelOf('Alpha');
    expect(transitionDurations(panel).every((duration) => Number(duration) <= 1)).toBe(true);
    await header('Alpha').click();
    await expect.poll(() => panel.getAttribute('hidden'), { timeout: 100 }).toBe('until-found');
  });
});
