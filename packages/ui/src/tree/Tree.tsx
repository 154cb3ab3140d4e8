import { useId } from 'react';
import { faCircleMinus, faCirclePlus } from '@fortawesome/free-solid-svg-icons';
import { useLocale } from 'react-aria';
import { Icon } from '../icon';
import { TreeGuide, TreeList, TreeNode, TreeRow, TreeToggleIcon, type TreeGuideKind } from './Tree.styles';
import { hasChildren, type VisibleTreeNode } from './treeNavigation';
import { useTree, type UseTreeOptions } from './useTree';

/** Props of {@link Tree}. */
export interface TreeProps extends Omit<UseTreeOptions, 'direction'> {
  /** Accessible name of the tree, e.g. what its nodes are. */
  'aria-label'?: string;
  /** Id of a visible heading that names the tree; wins over `aria-label`. */
  'aria-labelledby'?: string;
  className?: string;
}

/** The connector columns left of a node: lines passing down to later siblings of its ancestors, then its branch. */
function guidesOf(node: VisibleTreeNode): TreeGuideKind[] {
  return node.lastInLevels.slice(1).map((isLast, column, levels) => {
    if (column === levels.length - 1) return isLast ? 'last' : 'branch';
    return isLast ? 'none' : 'pass';
  });
}

/**
 * A tree of nodes drawn as boxes on connector lines; a node with children opens and closes on click, and the
 * whole tree is one tab stop driven by the keyboard as the WAI-ARIA tree pattern describes (arrows, Home,
 * End, Enter, `*` to open every sibling, and typing a node's first letters to jump to it).
 */
export function Tree({
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  className,
  ...options
}: TreeProps) {
  const { direction } = useLocale();
  const tree = useTree({ ...options, direction });
  const baseId = useId();

  // The nodes are one flat list with levels rather than nested groups, so each node's name and visible text
  // are its own content and never its children's.
  return (
    <TreeList
      {...tree.treeProps}
      aria-label={labelledBy ? undefined : ariaLabel}
      aria-labelledby={labelledBy}
      className={className}
    >
      {tree.visibleNodes.map((node, index) => {
        const { item } = node;
        const isParent = hasChildren(item);
        const labelId = `${baseId}-${index}`;
        return (
          <TreeNode key={item.id} $level={node.level} {...tree.getItemProps(node, labelId)}>
            {guidesOf(node).map((kind, column) => (
              <TreeGuide key={column} $column={column} $kind={kind} aria-hidden />
            ))}
            <TreeRow id={labelId} $isParent={isParent}>
              {isParent && (
                <TreeToggleIcon>
                  <Icon icon={tree.isExpanded(item.id) ? faCircleMinus : faCirclePlus} isFixedWidth />
                </TreeToggleIcon>
              )}
              {item.content}
            </TreeRow>
          </TreeNode>
        );
      })}
    </TreeList>
  );
}
