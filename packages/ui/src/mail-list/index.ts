export {
  MailList,
  mailLabelTextColor,
  type MailLabel,
  type MailListItem,
  type MailListProps,
} from './MailList';
export { messageTeaser, teaserEllipsis, teaserLineLength } from './messageTeaser';
export { useMailList, type MailListState, type UseMailListOptions } from './useMailList';
