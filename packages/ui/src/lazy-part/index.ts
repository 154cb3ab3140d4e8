export { lazyPart, type LazyPart } from './lazyPart';
export { RetryOnChange, type RetryOnChangeProps } from './RetryOnChange';
export { usePreloadOnIntent } from './usePreloadOnIntent';
