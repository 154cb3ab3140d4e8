export { Timeline, type TimelineEvent, type TimelineProps } from './Timeline';
