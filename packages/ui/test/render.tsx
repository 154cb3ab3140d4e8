import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import axe from 'axe-core';
import { AtriumProvider, type AtriumProviderProps } from '../src/theme';

/** Renders inside an AtriumProvider, as every Atrium component expects. */
export function renderWithTheme(ui: ReactNode, options: Omit<AtriumProviderProps, 'children'> = {}) {
  return render(<AtriumProvider {...options}>{ui}</AtriumProvider>);
}

/** Fails with the rule ids and targets when axe finds any violation inside `root` (of `rules` when given). */
export async function expectNoAxeViolations(root: Element = document.body, rules?: string[]) {
  // Colours measured halfway through a fade are not what anyone reads: let transitions settle first.
  const settling = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([Promise.all(settling), new Promise((done) => setTimeout(done, 1000))]);
  const result = await axe.run(
    // floating-ui's focus guards are hidden sentinels that hand focus back to the popover on purpose.
    { include: [root], exclude: [['[data-floating-ui-focus-guard]']] },
    { resultTypes: ['violations'], ...(rules && { runOnly: { type: 'rule', values: rules } }) },
  );
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`,
  );
  if (summary.length > 0) throw new Error(`axe found violations:\n${summary.join('\n')}`);
}
