/** The error boundary of every page: a page that throws shows the generic error page of spec 1 §2. */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '@bcu/api/contracts';
import { TEXT } from '../texts';
import { PageHydrated } from './use-hydrated';

/**
 * The error page is loaded when an error is caught (antd's Result and Typography stay out of every page's first
 * JavaScript); should that fail too (the network is gone), its texts are shown plainly.
 */
const ErrorPage = lazy(() =>
  import('./error-page').then(
    (m) => ({ default: m.ErrorPage }),
    () => ({ default: PlainErrorPage }),
  ),
);

function PlainErrorPage({ errorId }: { errorId: string }) {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h1>{MSG.error}</h1>
      <p>{TEXT.somethingWentWrong}</p>
      <p>
        {TEXT.errorId}: <code data-testid="error-id">{errorId}</code>
      </p>
      <a href="/statements">{TEXT.backToRegistry}</a>
    </div>
  );
}

export function newErrorId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

interface Props {
  children: ReactNode;
}
interface State {
  errorId?: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(): State {
    return { errorId: newErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // the Error ID ties what the user reports to the console / monitoring entry
    console.error(`[Error ID ${this.state.errorId ?? ''}]`, error, info.componentStack);
  }

  override render() {
    return this.state.errorId ? (
      <Suspense fallback={null}>
        <ErrorPage errorId={this.state.errorId} />
        {/* a page that failed while being adopted is not: its error page has its buttons enabled all the same */}
        <PageHydrated />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
