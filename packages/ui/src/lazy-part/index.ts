export { lazyPart, type LazyPart } from './lazyPart';
export { LazyPartBoundary, type LazyPartBoundaryProps } from './LazyPartBoundary';
export { RetryOnChange, type RetryOnChangeProps } from './RetryOnChange';
export { usePreloadOnIntent } from './usePreloadOnIntent';
