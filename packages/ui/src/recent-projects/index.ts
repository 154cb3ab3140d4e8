export { RecentProjectsMenu, type RecentProjectsMenuProps } from './RecentProjectsMenu';
export {
  useRecentProjectsMenu,
  type RecentProject,
  type RecentProjectsMenuState,
  type UseRecentProjectsMenuOptions,
} from './useRecentProjectsMenu';
