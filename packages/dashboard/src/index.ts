export { AtriumDashboard, createDashboardRoutes, type AtriumDashboardProps } from './AtriumDashboard';
export {
  defaultTitle,
  documentTitle,
  fallbackPath,
  routes,
  type DashboardRoute,
  type RouteLayout,
} from './routes';
