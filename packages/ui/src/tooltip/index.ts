export { Tooltip, type TooltipProps, type TooltipTriggerElementProps } from './Tooltip';
export { useTooltip, type TooltipAria, type UseTooltipOptions } from './useTooltip';
