import { translate } from '../i18n/translate';
import type { Translate } from '../i18n/translateStrings';
import type { TodoState } from './todoTransitions';

/** User-facing text of the to-do board; every entry has an English default. */
export interface TodoBoardStrings {
  /** Names the whole board for screen readers. */
  board: string;
  /** The button that opens and closes the add form. */
  addToggle: string;
  /** Names the add form. */
  addForm: string;
  titleLabel: string;
  descriptionLabel: string;
  /** Shown under a blank title once the user has typed in it. */
  titleRequired: string;
  submit: string;
  cancel: string;
  laneNames: Record<TodoState, string>;
  /** Read with a lane's count badge, e.g. "3 to-dos". */
  laneCount: (count: number) => string;
  /** Shown in a lane with no to-dos; the lane still takes drops. */
  emptyLane: string;
  dragHandle: (title: string) => string;
  remove: (title: string) => string;
  createdOn: (date: string) => string;
  completedOn: (date: string) => string;
  /** How to drag with the keyboard, read when a grip gets focus. */
  dragInstructions: string;
  pickedUp: (title: string, lane: string) => string;
  /** `position` counts from 1 and is undefined over an empty lane. */
  movedOver: (title: string, lane: string, position?: number) => string;
  dropped: (title: string, lane: string, position?: number) => string;
  cancelled: (title: string, lane: string) => string;
}

/** {@link TodoBoardStrings} in the language of `t`; its keys are the English defaults. */
export function translatedTodoBoardStrings(t: Translate): TodoBoardStrings {
  return {
    board: t('To-do list'),
    addToggle: t('Add to-do'),
    addForm: t('New to-do'),
    titleLabel: t('Title'),
    descriptionLabel: t('Description'),
    titleRequired: t('Enter a title to add the to-do.'),
    submit: t('Add'),
    cancel: t('Cancel'),
    laneNames: { Critical: t('Critical'), Important: t('Important'), Completed: t('Completed') },
    laneCount: (count) => (count === 1 ? t('1 to-do') : t('{count} to-dos', { count })),
    emptyLane: t('No to-dos here. Drop one to move it.'),
    dragHandle: (title) => t('Move {title}', { title }),
    remove: (title) => t('Remove {title}', { title }),
    createdOn: (date) => t('Added {date}', { date }),
    completedOn: (date) => t('Completed {date}', { date }),
    dragInstructions: t(
      'To move a to-do, press Space or Enter on its grip, use the arrow keys to move it within or between lanes, then press Space or Enter to drop it or Escape to cancel.',
    ),
    pickedUp: (title, lane) => t('Picked up to-do {title} in the {lane} lane.', { title, lane }),
    movedOver: (title, lane, position) =>
      position === undefined
        ? t('To-do {title} is over the {lane} lane.', { title, lane })
        : t('To-do {title} is over the {lane} lane, position {position}.', { title, lane, position }),
    dropped: (title, lane, position) =>
      position === undefined
        ? t('To-do {title} was dropped in the {lane} lane.', { title, lane })
        : t('To-do {title} was dropped in the {lane} lane, position {position}.', { title, lane, position }),
    cancelled: (title, lane) =>
      t('Moving to-do {title} was cancelled. It stays in the {lane} lane.', { title, lane }),
  };
}

/** The English defaults of {@link TodoBoardStrings}. */
export const defaultTodoBoardStrings: TodoBoardStrings = translatedTodoBoardStrings((key, values) =>
  translate({}, key, values),
);
