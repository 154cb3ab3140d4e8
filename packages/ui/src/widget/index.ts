export { Widget, type WidgetProps } from './Widget';
export {
  useWidget,
  widgetToggleMs,
  type UseWidgetOptions,
  type WidgetDeletePhase,
  type WidgetState,
} from './useWidget';
export {
  useRemoteContent,
  type RemoteContent,
  type RemoteContentStatus,
  type UseRemoteContentOptions,
  type WidgetLoader,
} from './useRemoteContent';
export {
  createRequestTracker,
  loadAtLeast,
  minimumIndicatorMs,
  remainingIndicatorTime,
  type LoadOutcome,
  type RequestTracker,
} from './remoteContent';
export {
  defaultWidgetColorLabels,
  isWidgetColor,
  widgetColorNames,
  widgetColorPalette,
  type WidgetColor,
  type WidgetColorSwatch,
} from './widgetColors';
export {
  defaultWidgetLabels,
  type WidgetButtons,
  type WidgetCustomButton,
  type WidgetLabels,
} from './widgetLabels';
export { WidgetErrorBoundary, type WidgetErrorBoundaryProps } from './WidgetErrorBoundary';
export {
  WidgetSlotContext,
  useWidgetSlot,
  type WidgetDragHandle,
  type WidgetLayoutState,
  type WidgetSlot,
} from './WidgetSlotContext';
