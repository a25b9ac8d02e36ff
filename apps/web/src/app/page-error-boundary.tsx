import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadError } from '../components/page-load-error';

type Props = { children: ReactNode; onRetry: () => void };
type State = { failed: boolean };

/** Catches a page that failed to load (or to render) and offers to retry instead of a blank screen. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <PageLoadError onRetry={this.retry} /> : this.props.children;
  }
}
