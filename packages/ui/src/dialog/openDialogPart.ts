import { lazyPart } from '../lazy-part';

/** The open dialog (react-aria's modal overlay, focus scope and the panel), loaded when a dialog first opens. */
export const openDialogPart = lazyPart(() => import('./OpenDialog').then((module) => module.OpenDialog));
