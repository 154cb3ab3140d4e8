export { NestableList, nestableListInstructions, type NestableListProps } from './NestableList';
export { useNestableList, type UseNestableListOptions } from './useNestableList';
export {
  buildNestable,
  flattenNestable,
  moveNestable,
  projectNestable,
  withoutDescendants,
  type FlatNestableItem,
  type NestableItem,
  type NestableProjection,
} from './nestableTree';
