export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbsProps,
} from './Breadcrumbs';
export type { BreadcrumbsAppearance } from './Breadcrumbs.styles';
