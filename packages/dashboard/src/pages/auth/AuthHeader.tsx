import type { ReactNode } from 'react';
import { Logo } from '@atrium/ui';
import { homePath } from '../../routes';
import { HeaderAction, ScreenHeader } from './AuthScreen.styles';

/** The sign-in screens' header: the logo and, at the other end, the screen's one action. */
export function AuthHeader({ children }: { children?: ReactNode }) {
  return (
    <ScreenHeader>
      <Logo href={`#${homePath()}`} />
      {children && <HeaderAction>{children}</HeaderAction>}
    </ScreenHeader>
  );
}
