export { NavMenu, type NavLinkProps, type NavMenuProps } from './NavMenu';
export { activeTrail, toggleGroup, type NavMenuItem } from './navMenuTree';
export { useNavMenu, type UseNavMenuOptions } from './useNavMenu';
