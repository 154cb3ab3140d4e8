export { Tooltip, type TooltipProps, type TooltipTriggerElementProps } from './Tooltip';
export { useTooltip, type TooltipAria, type UseTooltipOptions } from './useTooltip';
export { useTooltipTriggerAria, type TooltipTriggerAria } from './useTooltipTriggerAria';
export { useTooltipBubble, type TooltipBubbleAria, type UseTooltipBubbleOptions } from './useTooltipBubble';
