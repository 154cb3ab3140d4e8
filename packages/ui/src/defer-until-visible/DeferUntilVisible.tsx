import { Suspense, useRef, type ReactNode } from 'react';
import { useHasBeenVisible, type UseHasBeenVisibleOptions } from './useHasBeenVisible';

/** Props of {@link DeferUntilVisible}. */
export interface DeferUntilVisibleProps extends UseHasBeenVisibleOptions {
  /** The deferred content, typically a `React.lazy` component, so its code loads only when needed. */
  children: ReactNode;
  /** Drawn until the content is shown and loaded; give it the content's height so nothing jumps. */
  fallback: ReactNode;
  className?: string;
}

/**
 * Renders its children only once they scroll into view, showing `fallback` before that and while a lazy
 * child loads. For content below the fold whose code or data is costly: a map, a chat, a board.
 */
export function DeferUntilVisible({ children, fallback, className, ...options }: DeferUntilVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasBeenVisible = useHasBeenVisible(ref, options);
  return (
    <div ref={ref} className={className}>
      {hasBeenVisible ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
