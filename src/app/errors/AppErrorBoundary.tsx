import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { createErrorId } from '../../store/unhandledErrorMiddleware';

// Only a render error shows the fallback: its code is a chunk of its own, which no landing loads.
const RenderErrorFallback = lazyWithReload(() => import(/* webpackChunkName: "render-error" */ './RenderErrorFallback'));

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
    return this.state.errorId ? (
      <Suspense fallback={null}>
        <RenderErrorFallback errorId={this.state.errorId} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
