export { Tree, type TreeProps } from './Tree';
export { treeTypeAheadMs, useTree, type TreeItemProps, type TreeState, type UseTreeOptions } from './useTree';
export {
  findByTypeAhead,
  hasChildren,
  initiallyExpandedIds,
  moveInTree,
  treeItemText,
  visibleTreeNodes,
  type TreeItem,
  type TreeKey,
  type TreeMove,
  type VisibleTreeNode,
} from './treeNavigation';
