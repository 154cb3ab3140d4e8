import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { darkElegance } from '../theme';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Tree } from './Tree';
import { treeSample } from './treeSample';

const node = (name: string) => page.getByRole('treeitem', { name, exact: true });

/** A tree whose open nodes live in the caller, shown beside it as text. */
function ControlledTree() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set(['parent']));
  return (
    <>
      <Tree items={treeSample} aria-label="Team" expandedIds={expanded} onExpandedChange={setExpanded} />
      <output>{[...expanded].join(',')}</output>
      <button type="button" onClick={() => setExpanded(new Set())}>
        Close all
      </button>
    </>
  );
}

describe('Tree', () => {
  it('swaps the opening and closing arrows in right-to-left text', async () => {
    await renderWithTheme(<Tree items={treeSample} aria-label="Team" />, { direction: 'rtl' });
    await userEvent.click(node('Child'));
    await expect.element(node('Child')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(node('Child')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(node('Child')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(node('Grand Child')).toHaveFocus();
  });

  it('leaves the open nodes to the caller when it controls them', async () => {
    await renderWithTheme(<ControlledTree />);
    await expect.element(node('Administrators')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(node('Administrators'));
    await expect.element(page.getByRole('status')).toHaveTextContent('parent,administrators');
    await expect.element(node('Sunny Ahmed')).toBeVisible();
  });

  it('gives the tab stop to the first node when the focused one closes away', async () => {
    await renderWithTheme(<ControlledTree />);
    await userEvent.click(node('Jackie Chan'));
    await expect.element(node('Jackie Chan')).toHaveAttribute('tabindex', '0');
    await userEvent.click(page.getByRole('button', { name: 'Close all' }));
    await userEvent.tab({ shift: true });
    await expect.element(node('Parent')).toHaveFocus();
    await expect.element(node('Parent')).toHaveAttribute('tabindex', '0');
  });

  it('has no axe violations in a dark skin, with keyboard focus shown', async () => {
    const { container } = await renderWithTheme(<Tree items={treeSample} aria-label="Team" />, {
      skin: darkElegance,
    });
    await userEvent.tab();
    await expectNoAxeViolations(container);
  });
});
