export { Pagination, type PaginationLabels, type PaginationProps } from './Pagination';
export type { PaginationSize } from './Pagination.styles';
export {
  clampPage,
  pageCount,
  paginationRange,
  paginationSummary,
  usePagination,
  type PaginationRangeItem,
  type PaginationState,
  type PaginationSummary,
  type UsePaginationOptions,
} from './usePagination';
