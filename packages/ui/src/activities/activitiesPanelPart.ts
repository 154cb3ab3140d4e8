import { lazyPart } from '../lazy-part';

/** The activities panel's body, loaded on first open: the tabs, the list and its date formatting. */
export const activitiesPanelPart = lazyPart(() =>
  import('./ActivitiesPanel').then((module) => module.ActivitiesPanel),
);
