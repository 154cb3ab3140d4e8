export { WidgetGrid, type WidgetGridHandle, type WidgetGridItem, type WidgetGridProps } from './WidgetGrid';
export {
  useWidgetGrid,
  type UseWidgetGridOptions,
  type WidgetGridItemInfo,
  type WidgetGridState,
} from './useWidgetGrid';
export {
  defaultWidgetGridStrings,
  type WidgetDropTarget,
  type WidgetGridStrings,
} from './widgetGridAnnouncements';
export {
  createWidgetLayout,
  deleteWidget,
  findWidget,
  fitWidgetLayoutToIds,
  mergeWidgetLayout,
  moveWidget,
  parseStoredWidgetLayout,
  toStoredWidgetLayout,
  updateWidgetState,
  widgetIdsOf,
  type StoredWidgetLayout,
  type WidgetLayout,
  type WidgetPosition,
} from './widgetLayout';
export {
  createLocalWidgetLayoutRepository,
  createMemoryWidgetLayoutRepository,
  widgetLayoutStorageKey,
  type WidgetLayoutRepository,
  type WidgetLayoutStorage,
} from './widgetLayoutRepository';
