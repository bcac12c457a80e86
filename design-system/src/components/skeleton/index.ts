export type { SkeletonProps, SkeletonShape } from './skeleton.tsx';
export { Skeleton } from './skeleton.tsx';
