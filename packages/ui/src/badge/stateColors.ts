import type { DefaultTheme } from 'styled-components';

/** A state colour every skin defines together with its readable `on*` text colour. */
export type StateColor = 'primary' | 'success' | 'info' | 'warning' | 'danger';

type OnKey = `on${Capitalize<StateColor>}`;

/** Fill colour of a state and the text colour that stays readable on it (e.g. `danger` / `onDanger`). */
export function stateColors(theme: DefaultTheme, state: StateColor): { fill: string; on: string } {
  const onKey = `on${state[0]!.toUpperCase()}${state.slice(1)}` as OnKey;
  return { fill: theme.colors[state], on: theme.colors[onKey] };
}

/**
 * Fill and text of a small tag: a state colour, or for `default` the muted grey of the classic look.
 * `textMuted` is AA on `surface` in every skin, so the swapped pair is AA too.
 */
export function tagColors(
  theme: DefaultTheme,
  variant: StateColor | 'default',
): { fill: string; on: string } {
  return variant === 'default'
    ? { fill: theme.colors.textMuted, on: theme.colors.surface }
    : stateColors(theme, variant);
}
