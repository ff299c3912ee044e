/** The generic error page of spec 1 §2: 'Error', 'Sorry, something went wrong' and a copyable Error ID. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { MSG } from '@bcu/api/contracts';
import { TEXT } from '../texts';

export function newErrorId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function ErrorPage({ errorId }: { errorId: string }) {
  return (
    <Result
      status="error"
      title={MSG.error}
      subTitle={TEXT.somethingWentWrong}
      extra={[
        <div key="id">
          <Typography.Text type="secondary">{TEXT.errorId}: </Typography.Text>
          <Typography.Text code copyable={{ text: errorId }} data-testid="error-id">
            {errorId}
          </Typography.Text>
        </div>,
        <Button key="home" type="primary" href="/statements" style={{ marginTop: 16 }}>
          {TEXT.backToRegistry}
        </Button>,
      ]}
    />
  );
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
    return this.state.errorId ? <ErrorPage errorId={this.state.errorId} /> : this.props.children;
  }
}
