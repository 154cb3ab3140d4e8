import { lazy } from 'react';
import { DeferUntilVisible, Skeleton, Widget } from '@atrium/ui';

// The map's shapes and drawing code load only when the widget scrolls near the screen.
const VisitorsMap = lazy(() => import('./VisitorsMap'));

export function VisitorsWidget() {
  return (
    <Widget defaultTitle="Visitors">
      <DeferUntilVisible rootMargin="200px" fallback={<Skeleton variant="rectangle" height={320} />}>
        <VisitorsMap />
      </DeferUntilVisible>
    </Widget>
  );
}
