/** The generic error page of spec 1 §2: 'Error', 'Sorry, something went wrong' and a copyable Error ID. */
import { Button, Result, Typography } from 'antd';
import { MSG } from '@bcu/api/contracts';
import { TEXT } from '../texts';

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
