import type { MouseEvent } from 'react';
import { useTheme } from 'styled-components';
import { LogoLink, LogoName } from './Header.styles';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Where the logo leads, usually the home page. */
  href?: string;
  /** Product name shown beside the mark and read by screen readers. */
  name?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Atrium's mark (a white arch on the skin's accent) and the product name in the header's text colour. */
export function Logo({ href = '#/', name = 'Atrium', onClick }: LogoProps) {
  const theme = useTheme();
  return (
    <LogoLink href={href} onClick={onClick}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="1" y="1" width="22" height="22" rx="5" fill={theme.colors.danger} />
        <path d="M6 18V11a6 6 0 0 1 12 0v7h-3.4v-6.6a2.6 2.6 0 0 0-5.2 0V18z" fill={theme.colors.onDanger} />
      </svg>
      <LogoName>{name}</LogoName>
    </LogoLink>
  );
}
