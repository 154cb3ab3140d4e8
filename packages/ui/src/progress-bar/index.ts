export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export type { ProgressBarOrientation, ProgressBarSize, ProgressBarTextMode } from './ProgressBar.styles';
export {
  progressFraction,
  useProgressBar,
  type ProgressBarViewAria,
  type UseProgressBarOptions,
} from './useProgressBar';
