export { DropdownMenu, type DropdownMenuProps, type DropdownMenuTriggerElementProps } from './DropdownMenu';
export {
  DropdownMenuItem,
  DropdownMenuSection,
  type DropdownMenuItemProps,
  type DropdownMenuSectionProps,
} from './DropdownMenuItem';
export { MenuList, type MenuListProps } from './MenuList';
export { useDropdownMenu, type DropdownMenuAria, type UseDropdownMenuOptions } from './useDropdownMenu';
export {
  useDropdownMenuPopup,
  type DropdownMenuPlacementOptions,
  type DropdownMenuPopupAria,
  type UseDropdownMenuPopupOptions,
} from './useDropdownMenuPopup';
export {
  useDropdownMenuTrigger,
  type DropdownMenuTriggerAria,
  type UseDropdownMenuTriggerOptions,
} from './useDropdownMenuTrigger';
