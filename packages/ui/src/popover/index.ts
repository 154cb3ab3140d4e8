export { Popover, type PopoverProps, type PopoverTriggerElementProps } from './Popover';
export { usePopover, type PopoverAria, type UsePopoverOptions } from './usePopover';
