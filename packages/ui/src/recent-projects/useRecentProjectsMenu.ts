import { useCallback, useMemo, useState } from 'react';

/** A project the user worked on lately: its title and where it opens. */
export interface RecentProject {
  title: string;
  href: string;
}

/** Options of {@link useRecentProjectsMenu}. */
export interface UseRecentProjectsMenuOptions {
  projects: readonly RecentProject[];
  /** localStorage key remembering which projects were cleared. Default `atrium.recentProjects.cleared`. */
  storageKey?: string;
}

/** What {@link useRecentProjectsMenu} returns. */
export interface RecentProjectsMenuState {
  /** The projects not cleared by the user. */
  visibleProjects: RecentProject[];
  /** Empties the list; remembered, so it stays empty after a reload until new projects arrive. */
  clear: () => void;
}

function readCleared(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    // Corrupted or foreign data: forget it rather than fail; the list shows every project again.
    return [];
  }
}

/**
 * Owns the recent-projects list's "clear": it remembers the cleared projects by href, so projects that arrive
 * later still appear.
 */
export function useRecentProjectsMenu({
  projects,
  storageKey = 'atrium.recentProjects.cleared',
}: UseRecentProjectsMenuOptions): RecentProjectsMenuState {
  const [cleared, setCleared] = useState(() => readCleared(storageKey));
  const visibleProjects = useMemo(
    () => projects.filter((project) => !cleared.includes(project.href)),
    [projects, cleared],
  );
  const clear = useCallback(() => {
    const next = [...new Set([...cleared, ...projects.map((project) => project.href)])];
    setCleared(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the list is empty for this visit, just not remembered.
    }
  }, [cleared, projects, storageKey]);
  return { visibleProjects, clear };
}
