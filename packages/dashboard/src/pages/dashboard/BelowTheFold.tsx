import type { ReactNode } from 'react';
import { DeferUntilVisible, Skeleton } from '@atrium/ui';

/** Props of {@link BelowTheFold}. */
export interface BelowTheFoldProps {
  /** Height the placeholder holds, close to the content's, so the page does not jump when it arrives. */
  height: number;
  children: ReactNode;
}

/**
 * A widget body whose code loads when it scrolls into view: the map, the chat and the board carry most of
 * the dashboard's weight, and the first screen should not wait for them.
 */
export function BelowTheFold({ height, children }: BelowTheFoldProps) {
  return (
    <DeferUntilVisible
      fallback={<Skeleton variant="rectangle" height={height} />}
      rootMargin={peekingIsNotSeen}
    >
      {children}
    </DeferUntilVisible>
  );
}

// A body peeking a few pixels over the bottom edge is not being looked at yet: on a 720 px screen the
// widgets under Live Feeds show just their title bars.
const peekingIsNotSeen = '0px 0px -48px 0px';
