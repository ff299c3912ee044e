/** The error state of a failed load, with Retry (issue 10 §9); drawn through `LoadError` of load-error.tsx. */
import { Button, Result } from 'antd';
import { MSG } from '@bcu/api/contracts';

export function LoadErrorState({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Result
      status="error"
      title={MSG.loadFailed}
      subTitle={MSG.tryAgainLater}
      extra={
        <Button type="primary" onClick={() => void onRetry()}>
          {MSG.retry}
        </Button>
      }
      data-testid="load-error"
    />
  );
}
