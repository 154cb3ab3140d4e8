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

/** The English defaults of {@link TodoBoardStrings}. */
export const defaultTodoBoardStrings: TodoBoardStrings = {
  board: 'To-do list',
  addToggle: 'Add to-do',
  addForm: 'New to-do',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  titleRequired: 'Enter a title to add the to-do.',
  submit: 'Add',
  cancel: 'Cancel',
  laneNames: { Critical: 'Critical', Important: 'Important', Completed: 'Completed' },
  laneCount: (count) => (count === 1 ? '1 to-do' : `${count} to-dos`),
  emptyLane: 'No to-dos here. Drop one to move it.',
  dragHandle: (title) => `Move ${title}`,
  remove: (title) => `Remove ${title}`,
  createdOn: (date) => `Added ${date}`,
  completedOn: (date) => `Completed ${date}`,
  dragInstructions:
    'To move a to-do, press Space or Enter on its grip, use the arrow keys to move it within or between lanes, then press Space or Enter to drop it or Escape to cancel.',
  pickedUp: (title, lane) => `Picked up to-do ${title} in the ${lane} lane.`,
  movedOver: (title, lane, position) =>
    position === undefined
      ? `To-do ${title} is over the ${lane} lane.`
      : `To-do ${title} is over the ${lane} lane, position ${position}.`,
  dropped: (title, lane, position) =>
    position === undefined
      ? `To-do ${title} was dropped in the ${lane} lane.`
      : `To-do ${title} was dropped in the ${lane} lane, position ${position}.`,
  cancelled: (title, lane) => `Moving to-do ${title} was cancelled. It stays in the ${lane} lane.`,
};
