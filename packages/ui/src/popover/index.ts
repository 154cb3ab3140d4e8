export { Popover, type PopoverProps, type PopoverTriggerElementProps } from './Popover';
export { usePopover, type PopoverAria, type UsePopoverOptions } from './usePopover';
export {
  usePopoverPanel,
  type PopoverPanelAria,
  type PopoverPlacementOptions,
  type UsePopoverPanelOptions,
} from './usePopoverPanel';
export {
  usePopoverTrigger,
  type PopoverTriggerAria,
  type PopoverTriggerProps,
  type UsePopoverTriggerOptions,
} from './usePopoverTrigger';
