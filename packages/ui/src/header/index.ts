export { HeaderBar, HeaderButton, HeaderEnd, HeaderStart, HeaderTools } from './Header.styles';
export { Logo, type LogoProps } from './Logo';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { useFullScreen } from './useFullScreen';
