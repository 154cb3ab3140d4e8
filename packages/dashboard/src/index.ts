export { AtriumDashboard, createDashboardRoutes, type AtriumDashboardProps } from './AtriumDashboard';
export {
  ApiError,
  createApiClient,
  type ApiAnswer,
  type ApiCallOptions,
  type ApiClient,
  type ApiClientOptions,
  type ApiMethod,
  type ApiRequest,
  type ApiWrite,
} from './api/client';
export { DataProvider, useApiClient, type DataProviderProps } from './api/DataProvider';
export {
  useActivityItems,
  useActivityTypes,
  useDictionaryLoader,
  useLanguages,
  useRecentProjects,
  useUser,
} from './api/resources';
export {
  activitiesSchema,
  activityItemSchema,
  activityItemsSchema,
  dictionarySchema,
  languagesSchema,
  recentProjectsSchema,
  userSchema,
  type ActivityItem,
  type ActivityType,
  type RecentProject,
  type User,
} from './api/schemas';
export { breadcrumbTrail, buildMenu, type MenuEntry } from './menu';
export {
  defaultTitle,
  documentTitle,
  fallbackPath,
  homePath,
  menuGroups,
  routeAt,
  routes,
  type DashboardRoute,
  type MenuGroup,
  type RouteLayout,
} from './routes';
