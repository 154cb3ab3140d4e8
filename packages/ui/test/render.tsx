import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import axe from 'axe-core';
import { AtriumProvider, type AtriumProviderProps } from '../src/theme';

/** Renders inside an AtriumProvider, as every Atrium component expects. */
export function renderWithTheme(ui: ReactNode, options: Omit<AtriumProviderProps, 'children'> = {}) {
  return render(<AtriumProvider {...options}>{ui}</AtriumProvider>);
}

/** Fails with the rule ids and targets when axe finds any violation inside `root`. */
export async function expectNoAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, { resultTypes: ['violations'] });
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`,
  );
  if (summary.length > 0) throw new Error(`axe found violations:\n${summary.join('\n')}`);
}
