import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId } from '../../store/unhandledErrorMiddleware';
import RenderErrorFallback from './RenderErrorFallback';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  errorId: string | null;
}

/** Catches render errors anywhere below it; React needs a class for this. */
export default class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { errorId: null };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { errorId: createErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Unhandled error ${this.state.errorId ?? ''}:`, error, info.componentStack);
  }

  override render() {
    return this.state.errorId ? <RenderErrorFallback errorId={this.state.errorId} /> : this.props.children;
  }
}
