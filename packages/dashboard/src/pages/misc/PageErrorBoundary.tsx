import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, useTranslation } from '@atrium/ui';
import { ErrorScreen } from './ErrorScreen';

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  children: ReactNode;
}

interface PageErrorBoundaryState {
  hasFailed: boolean;
}

/**
 * Catches a page that fails to load or to draw and shows the error screen in its place, so the frame and
 * its menu stay usable. Give it `key={pathname}`: moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Atrium: a page failed to draw.', error, info.componentStack);
  }

  override render() {
    return this.state.hasFailed ? <PageFailure /> : this.props.children;
  }
}

/** The error screen in the chosen language: a class component cannot read it, so the boundary draws this. */
function PageFailure() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="500"
      tone="danger"
      title={t('This page could not be shown')}
      explanation={t(
        'Something went wrong while loading or drawing this page. The rest of the dashboard still works: try again, or carry on from one of the places below.',
      )}
      actions={<Button onPress={() => window.location.reload()}>{t('Try again')}</Button>}
    />
  );
}
