import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link WidgetErrorBoundary}. */
export interface WidgetErrorBoundaryProps {
  children?: ReactNode;
  /** Drawn instead of the children after one of them threw; `retry` mounts the children afresh. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Told about each error caught, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface BoundaryState {
  hasError: boolean;
  error: unknown;
  /** Bumped by retry, so the children remount with fresh state. */
  attempt: number;
}

/** Keeps an error thrown while rendering a widget's content inside that widget. A class: React has no hook for it. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private retry = () => {
    this.setState((previous) => ({ hasError: false, error: undefined, attempt: previous.attempt + 1 }));
  };

  override render() {
    if (this.state.hasError) return this.props.fallback(this.state.error, this.retry);
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
