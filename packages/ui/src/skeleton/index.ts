export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps } from './Skeleton';
export type { SkeletonVariant } from './Skeleton.styles';
