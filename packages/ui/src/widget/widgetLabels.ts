import type { ReactNode } from 'react';
import { defaultWidgetColorLabels, type WidgetColor } from './widgetColors';

/** User-facing strings of a widget; every one can be replaced through the `labels` prop. */
export interface WidgetLabels {
  /** Name of the header's button group. */
  controls: string;
  collapse: string;
  expand: string;
  edit: string;
  color: string;
  fullScreen: string;
  exitFullScreen: string;
  delete: string;
  refresh: string;
  /** Name of the loading indicator in the header. */
  loading: string;
  /** Name of the edit box. */
  editBox: string;
  titleField: string;
  colorField: string;
  colorNames: Record<WidgetColor, string>;
  deleteTitle: string;
  /** Asks to confirm the deletion, which cannot be undone. */
  deleteWarning: string;
  no: string;
  yes: string;
  /** Shown when the widget's content failed to load. */
  error: string;
  retry: string;
}

/** The English defaults of {@link WidgetLabels}. */
export const defaultWidgetLabels: WidgetLabels = {
  controls: 'Widget controls',
  collapse: 'Collapse',
  expand: 'Expand',
  edit: 'Edit',
  color: 'Colour',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  delete: 'Delete',
  refresh: 'Refresh',
  loading: 'Loading',
  editBox: 'Edit widget',
  titleField: 'Title',
  colorField: 'Colour',
  colorNames: defaultWidgetColorLabels,
  deleteTitle: 'Delete this widget?',
  deleteWarning: 'Warning: This action cannot be undone!',
  no: 'No',
  yes: 'Yes',
  error: 'Sorry, but there was an error',
  retry: 'Retry',
};

/** Which of the built-in header buttons a widget shows; leave a key out for its default. */
export interface WidgetButtons {
  /** Fold and unfold the body. Default `true`. */
  collapse?: boolean;
  /** Open the edit box (title and colour). Default `true`. */
  edit?: boolean;
  /** Open the colour palette. Default `true`. */
  color?: boolean;
  /** Fill the window. Default `true`. */
  fullScreen?: boolean;
  /** Delete after confirmation. Default `true`. */
  delete?: boolean;
  /** Run the loader again. Default `true` when the widget has a `load`, and never shown without one. */
  refresh?: boolean;
}

/** A caller's own header button, drawn with the built-in ones. */
export interface WidgetCustomButton {
  /** Stable identity among the custom buttons. */
  key: string;
  /** Accessible name, also shown as the tooltip. */
  label: string;
  /** The icon drawn in the button, e.g. `<Icon icon={faGear} />`. */
  icon: ReactNode;
  onPress: () => void;
}

/** Resolves the `buttons` prop: `false` hides every built-in button. */
export function resolveWidgetButtons(
  buttons: WidgetButtons | false | undefined,
  hasLoader: boolean,
): Required<WidgetButtons> {
  if (buttons === false) {
    return { collapse: false, edit: false, color: false, fullScreen: false, delete: false, refresh: false };
  }
  return {
    collapse: buttons?.collapse ?? true,
    edit: buttons?.edit ?? true,
    color: buttons?.color ?? true,
    fullScreen: buttons?.fullScreen ?? true,
    delete: buttons?.delete ?? true,
    refresh: hasLoader && (buttons?.refresh ?? true),
  };
}
