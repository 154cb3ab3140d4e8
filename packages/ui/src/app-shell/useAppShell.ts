import { useCallback, useState } from 'react';
import { layout } from '../theme/tokens';
import { useMediaQuery } from './useMediaQuery';

/** Options of {@link useAppShell}. */
export interface UseAppShellOptions {
  /** Menu drawn as a bar on top instead of at the side; a minified state is then ignored. */
  isMenuOnTop?: boolean;
  defaultMinified?: boolean;
}

/** The shell's menu state the user toggles: minified, hidden, and the drawer on mobile. */
export interface AppShellState {
  /** Window narrower than the mobile breakpoint (979 px). */
  isMobile: boolean;
  /** Icons-only menu; never with the menu on top of the page, never on mobile. */
  isMinified: boolean;
  isHidden: boolean;
  isMobileMenuOpen: boolean;
  isMenuOnTop: boolean;
  toggleMinified: () => void;
  /** Hides or shows the menu; on mobile it opens and closes the drawer instead. */
  toggleMenu: () => void;
  closeMobileMenu: () => void;
}

/** Owns the shell's menu toggles and applies the rules about when each one counts. */
export function useAppShell({
  isMenuOnTop = false,
  defaultMinified = false,
}: UseAppShellOptions = {}): AppShellState {
  const isMobile = useMediaQuery(`(max-width: ${layout.mobileBreakpoint - 0.02}px)`);
  const [isMinifiedChosen, setMinified] = useState(defaultMinified);
  const [isHidden, setHidden] = useState(false);
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [wasMobile, setWasMobile] = useState(isMobile);
  const [wasMenuOnTop, setWasMenuOnTop] = useState(isMenuOnTop);

  // Entering the mobile view or turning on "menu on top" removes the minified state, which neither layout can show.
  if (wasMobile !== isMobile || wasMenuOnTop !== isMenuOnTop) {
    setWasMobile(isMobile);
    setWasMenuOnTop(isMenuOnTop);
    if ((isMobile && !wasMobile) || (isMenuOnTop && !wasMenuOnTop)) setMinified(false);
    if (!isMobile) setMobileMenuOpen(false);
  }

  const toggleMinified = useCallback(() => setMinified((value) => !value), []);
  const toggleMenu = useCallback(() => {
    if (isMobile) setMobileMenuOpen((value) => !value);
    else setHidden((value) => !value);
  }, [isMobile]);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);

  return {
    isMobile,
    isMinified: isMinifiedChosen && !isMenuOnTop && !isMobile,
    isHidden: isHidden && !isMobile,
    isMobileMenuOpen: isMobile && isMobileMenuOpen,
    isMenuOnTop,
    toggleMinified,
    toggleMenu,
    closeMobileMenu,
  };
}
