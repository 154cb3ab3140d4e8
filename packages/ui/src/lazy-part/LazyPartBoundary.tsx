import { Suspense, type ReactNode } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { useTranslation } from '../i18n';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import type { LazyPart } from './lazyPart';

/** Props of {@link LazyPartBoundary}. */
export interface LazyPartBoundaryProps<P extends object> {
  /** The part to draw once its code is there. */
  part: LazyPart<P>;
  /** Its props. */
  partProps: P;
  /** Drawn while the code loads; give it the part's size so nothing below it moves. */
  placeholder: ReactNode;
  /** Says what failed to load, e.g. "The editor could not be loaded." */
  failureMessage: string;
}

/**
 * Draws a large lazily loaded part (an editor, a chart library) with a placeholder while its code arrives, and
 * when the load fails (e.g. offline) a message with a button that asks for the code again.
 */
export function LazyPartBoundary<P extends object>({
  part,
  partProps,
  placeholder,
  failureMessage,
}: LazyPartBoundaryProps<P>) {
  const { t } = useTranslation();
  return (
    <WidgetErrorBoundary
      fallback={(_, retry) => (
        <Alert variant="danger" role="alert">
          {failureMessage}{' '}
          <Button size="sm" onPress={() => void part.preload().then(retry)}>
            {t('Try again')}
          </Button>
        </Alert>
      )}
    >
      <Suspense fallback={placeholder}>
        <part.Part {...partProps} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
