export { messageTeaser, teaserEllipsis, teaserLineLength } from './messageTeaser';
