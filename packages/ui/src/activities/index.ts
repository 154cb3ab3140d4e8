export {
  ActivitiesDropdown,
  type ActivitiesDropdownProps,
  type ActivitiesStrings,
} from './ActivitiesDropdown';
export { ActivityList, type ActivityItem, type ActivityListProps } from './ActivityList';
export {
  formatRelativeActivityTime,
  parseActivityTime,
  type ActivityTimeFormatter,
} from './formatActivityTime';
export {
  ACTIVITIES_INITIAL_COUNT,
  activitiesTriggerLabel,
  useActivities,
  type ActivitiesState,
  type ActivityType,
  type UseActivitiesOptions,
} from './useActivities';
