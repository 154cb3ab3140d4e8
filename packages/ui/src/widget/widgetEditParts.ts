import { lazyPart } from '../lazy-part';

// The edit box and the colour picker are opened by a few users, a few times: their fields, radio group and
// form handling load when the pointer or focus reaches the button that opens them.

/** The edit box under the header (title field and colour picker). */
export const editBoxPart = lazyPart(() => import('./WidgetEditBox').then((module) => module.WidgetEditBox));

/** The colour picker of the header's colour popover. */
export const colorPickerPart = lazyPart(() =>
  import('./WidgetColorPicker').then((module) => module.WidgetColorPicker),
);
