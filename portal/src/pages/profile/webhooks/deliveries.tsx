/** The deliveries of one webhook endpoint, newest first: status, HTTP status code, attempts, next try, Resend. */
import { useTable } from '@refinedev/antd';
import { useCustomMutation } from '@refinedev/core';
import { Button, Table, Tag } from 'antd';
import { MSG, WEBHOOKS_API, type WebhookDeliveryView } from '@bcu/api/contracts';
import { formatDateTime } from '../../../features/format';
import { useNotify } from '../../../features/errors/notify';
import { tableLocale } from '../../../features/errors/load-error';
import { WEBHOOK_TEXT as T } from './texts';

const STATUS_COLOR = { Pending: 'gold', Delivered: 'green', Failed: 'red' } as const;

export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const notify = useNotify();
  const { tableProps, tableQuery } = useTable<WebhookDeliveryView>({
    resource: 'deliveries',
    meta: { path: WEBHOOKS_API.deliveries.replace('{id}', endpointId).slice(1) },
    pagination: { pageSize: 10 },
    syncWithLocation: false,
    errorNotification: false,
    queryOptions: { refetchInterval: 5_000 },
  });
  const { mutateAsync, mutation } = useCustomMutation<WebhookDeliveryView>();
  const resend = async (d: WebhookDeliveryView) => {
    try {
      await mutateAsync({
        url: WEBHOOKS_API.resend.replace('{id}', d.id),
        method: 'post',
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      notify.success(MSG.webhookResent);
      await tableQuery.refetch();
    } catch (e) {
      notify.error(e);
    }
  };
  return (
    <Table<WebhookDeliveryView>
      {...tableProps}
      rowKey="id"
      size="small"
      title={() => T.deliveries}
      locale={tableLocale(tableQuery)}
      scroll={{ x: 'max-content' }}
      data-testid="webhook-deliveries"
    >
      <Table.Column<WebhookDeliveryView>
        key="createdAt"
        dataIndex="createdAt"
        title={T.created}
        render={formatDateTime}
      />
      <Table.Column<WebhookDeliveryView> key="type" dataIndex="type" title={T.type} />
      <Table.Column<WebhookDeliveryView>
        key="status"
        dataIndex="status"
        title={T.status}
        render={(s: WebhookDeliveryView['status']) => <Tag color={STATUS_COLOR[s]}>{s}</Tag>}
      />
      <Table.Column<WebhookDeliveryView>
        key="lastStatusCode"
        dataIndex="lastStatusCode"
        title={T.statusCode}
        render={(v: number | null, d) => v ?? d.lastError ?? '—'}
      />
      <Table.Column<WebhookDeliveryView> key="attempts" dataIndex="attempts" title={T.attempts} align="right" />
      <Table.Column<WebhookDeliveryView>
        key="nextAttemptAt"
        dataIndex="nextAttemptAt"
        title={T.nextTry}
        render={(v: string | null) => (v ? formatDateTime(v) : '—')}
      />
      <Table.Column<WebhookDeliveryView>
        key="resend"
        title={T.resend}
        render={(_: unknown, d) => (
          <Button size="small" loading={mutation.isPending} onClick={() => void resend(d)}>
            {T.resend}
          </Button>
        )}
      />
    </Table>
  );
}
