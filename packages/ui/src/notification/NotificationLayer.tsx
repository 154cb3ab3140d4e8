import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useIsSSR } from 'react-aria';
import { useTheme } from 'styled-components';
import { lazyPart, RetryOnChange } from '../lazy-part';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import type { Notification, Notifier } from './Notifier';

// Most pages never notify: the boxes' code loads with the first notification.
const notificationRegion = lazyPart(() =>
  import('./NotificationRegion').then((module) => module.NotificationRegion),
);

/** Props of {@link NotificationLayer}. */
export interface NotificationLayerProps {
  notifier: Notifier;
  small: readonly Notification[];
  big: readonly Notification[];
  /** A message box is open: boxes go under its backdrop and become inert with the rest of the page. */
  isBehindModal?: boolean;
  /** Name of the notifications landmark. */
  regionLabel?: string;
  closeLabel?: string;
  numberLabel?: string;
}

/** Portals the small-box and big-box stacks to the end of the document, above the page. */
export function NotificationLayer(props: NotificationLayerProps) {
  const theme = useTheme();
  const isSSR = useIsSSR();
  if (isSSR) return null;
  const latest = [...props.small, ...props.big].at(-1)?.id;
  // `dir` is repeated because the portal leaves the provider's direction behind.
  return createPortal(
    <div dir={theme.direction}>
      {(props.small.length > 0 || props.big.length > 0) && (
        <WidgetErrorBoundary
          fallback={(_, retry) => (
            <RetryOnChange value={latest} retry={retry} reload={notificationRegion.preload} />
          )}
        >
          <Suspense fallback={null}>
            <notificationRegion.Part {...props} />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </div>,
    document.body,
  );
}
