export { DeferUntilVisible, type DeferUntilVisibleProps } from './DeferUntilVisible';
export { useHasBeenVisible, type UseHasBeenVisibleOptions } from './useHasBeenVisible';
