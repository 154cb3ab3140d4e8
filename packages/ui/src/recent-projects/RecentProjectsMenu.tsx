import { useId } from 'react';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSection } from '../dropdown-menu';
import { Caption, Frame, Trigger } from './RecentProjectsMenu.styles';
import { useRecentProjectsMenu, type RecentProject } from './useRecentProjectsMenu';

/** Props of {@link RecentProjectsMenu}. */
export interface RecentProjectsMenuProps {
  projects: readonly RecentProject[];
  /** Opens a project; receives its `href`. */
  onOpenProject: (href: string) => void;
  /** localStorage key remembering cleared projects. */
  storageKey?: string;
  /** Texts, for translation. */
  labels?: { caption?: string; trigger?: string; clear?: string; empty?: string };
}

const clearKey = 'atrium:clear-projects';
const emptyKey = 'atrium:no-projects';

/** The header's "Projects: Recent projects" menu: open a recent project, or clear the list for good. */
export function RecentProjectsMenu({
  projects,
  onOpenProject,
  storageKey,
  labels = {},
}: RecentProjectsMenuProps) {
  const {
    caption = 'Projects:',
    trigger = 'Recent projects',
    clear: clearLabel = 'Clear projects',
    empty = 'No recent projects',
  } = labels;
  const captionId = useId();
  const { visibleProjects, clear } = useRecentProjectsMenu({ projects, storageKey });
  const isEmpty = visibleProjects.length === 0;
  return (
    <Frame>
      <Caption id={captionId}>{caption}</Caption>
      <DropdownMenu
        trigger={
          <Trigger aria-describedby={captionId} size="sm">
            {trigger} <span aria-hidden="true">▾</span>
          </Trigger>
        }
        disabledKeys={isEmpty ? [emptyKey, clearKey] : []}
        onAction={(key) => (key === clearKey ? clear() : onOpenProject(String(key)))}
      >
        <DropdownMenuSection aria-label={trigger}>
          {isEmpty ? (
            <DropdownMenuItem key={emptyKey}>{empty}</DropdownMenuItem>
          ) : (
            visibleProjects.map((project) => (
              <DropdownMenuItem key={project.href}>{project.title}</DropdownMenuItem>
            ))
          )}
        </DropdownMenuSection>
        <DropdownMenuSection aria-label={clearLabel}>
          <DropdownMenuItem key={clearKey}>{clearLabel}</DropdownMenuItem>
        </DropdownMenuSection>
      </DropdownMenu>
    </Frame>
  );
}
