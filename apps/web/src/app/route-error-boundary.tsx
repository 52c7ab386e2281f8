import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { withRestStyles } from './styles/lazy-styles';

const ErrorPage = lazy(() => withRestStyles(import('./error-page').then((m) => ({ default: m.ErrorPage }))));

class Boundary extends Component<{ children: ReactNode; at: string }, { error: unknown; at: string | null }> {
  override state = { error: null as unknown, at: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  static getDerivedStateFromProps(props: { at: string }, state: { error: unknown; at: string | null }) {
    // Another address (back, a link) leaves the error, as the data router's errorElement did.
    if (state.at === null) return { at: props.at };
    if (state.at !== props.at) return { at: props.at, error: null };
    return null;
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}

/**
 * What the data router's `errorElement` did for a route: an error thrown while drawing a page
 * (or loading its chunk) shows the error page of spec section 2 in place of the app.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary at={key}>{children}</Boundary>;
}
