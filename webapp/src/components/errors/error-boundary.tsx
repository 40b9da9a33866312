import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/** Catches render errors below it and shows the error screen; Try Again clears it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, hasError: false });

  render() {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} onRetry={this.reset} />;
    return this.props.children;
  }
}
