export {
  AtriumDashboard,
  DashboardProviders,
  createDashboardRoutes,
  type AtriumDashboardProps,
  type DashboardProvidersProps,
  type DashboardRoutesOptions,
} from './AtriumDashboard';
export { MapTilesContext, useMapTiles } from './mapTiles';
export { defaultPdfFonts, PdfFontsContext, usePdfFonts } from './pdfFonts';
export { useRouteTable } from './routeTable';
export {
  ApiError,
  ApiTimeoutError,
  defaultApiTimeoutMs,
  createApiClient,
  type ApiAnswer,
  type ApiCallOptions,
  type ApiClient,
  type ApiClientOptions,
  type ApiMethod,
  type ApiRequest,
  type ApiWrite,
} from './api/client';
export { DataProvider, useApiClient, useResourceRegistry, type DataProviderProps } from './api/DataProvider';
export {
  applyChanges,
  checkedRecord,
  defineResource,
  readRecords,
  recordId,
  type AdapterEnvironment,
  type DataAdapter,
  type FilterValue,
  type ListQuery,
  type ListResult,
  type RecordChanges,
  type Resource,
  type ResourceDefinition,
} from './data/resource';
export { applyListQuery } from './data/listQuery';
export { inboxConfigSchema, useInboxConfig, type InboxConfig, type InboxLabel } from './api/inbox';
export {
  calendarEventResource,
  calendarEventSchema,
  eventTemplateResource,
  eventTemplateSchema,
  commentResource,
  commentSchema,
  contactMessageResource,
  contactMessageSchema,
  editorDocumentResource,
  editorDocumentSchema,
  gridInvoiceResource,
  gridInvoiceSchema,
  inboxMessageResource,
  inboxMessageSchema,
  mailAddressSchema,
  mailAttachmentSchema,
  orderResource,
  orderSchema,
  projectResource,
  projectSchema,
  tableRowResource,
  tableRowSchema,
  type BlogComment,
  type CalendarEvent,
  type ContactMessage,
  type EditorDocument,
  type EventTemplate,
  type GridInvoice,
  type InboxMessage,
  type MailAddress,
  type MailAttachment,
  type Order,
  type Project,
  type TableRow,
} from './api/resourceDefinitions';
export {
  productColorSchema,
  productResource,
  productReviewResource,
  productReviewSchema,
  productSchema,
  type Product,
  type ProductReview,
} from './api/shopResources';
export {
  invoiceResource,
  invoiceSchema,
  pricingPlanResource,
  pricingPlanSchema,
  type InvoiceRecord,
  type PricingPlanRecord,
} from './api/miscResources';
export { CartProvider, useCart, type CartProviderProps, type CartState } from './shop/CartProvider';
export { storageCartStore, type CartLine, type CartStore } from './shop/cart';
export { indexedDbStore, memoryStore, type KeyValueStore } from './data/keyValueStore';
export { localAdapter, localDataVersion, type LocalAdapterOptions } from './data/localAdapter';
export { restAdapter, restListQuery, type RestAdapterOptions } from './data/restAdapter';
export { createResourceRegistry, type DataSource, type ResourceRegistry } from './data/resourceRegistry';
export { resourceKey, useResourceList, useResourceMutations, useResourceRecord } from './data/useResource';
export {
  normalizeTodoRecords,
  todoResource,
  todoSeedSchema,
  type TodoRecord,
  type TodoSeedEntry,
} from './api/todos';
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
export { AuthProvider, useAuth, type Auth, type AuthProviderProps } from './auth/AuthProvider';
export {
  facebookProvider,
  googleProvider,
  type FacebookProviderOptions,
  type FacebookSdk,
  type GoogleIdentityApi,
  type GooglePromptNotification,
  type GoogleProviderOptions,
} from './auth/providerAdapters';
export { RequireSignIn } from './auth/RequireSignIn';
export {
  browserSessionStores,
  memorySessionStores,
  type Session,
  type SessionStores,
  type SessionUser,
} from './auth/session';
export {
  acceptsSignIn,
  demoSocialProvider,
  type ConsentPrompt,
  type DemoSocialProviderOptions,
  type SocialProvider,
  type SocialProviderKind,
  type SocialSignInResult,
} from './auth/socialSignIn';
export { breadcrumbTrail, buildMenu, type MenuEntry } from './menu';
export {
  authPaths,
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
export { DashboardFirstPaint } from './shell/DashboardFirstPaint';
