/**
 * Profile → Webhooks (issue 16.2), the account owner's: register an HTTPS endpoint for chosen events (its signing
 * secret is shown once), send a test event, roll the secret, remove it; each endpoint's deliveries with status code,
 * attempts and next try, and Resend. Reads and writes go through Refine's data provider hooks.
 */
import { useState } from 'react';
import { useCustomMutation, useList } from '@refinedev/core';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import {
  MSG,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOKS_API,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
} from '@bcu/api/contracts';
import { useNotify } from '../../../features/errors/notify';
import { WebhookDeliveries } from './deliveries';
import { WEBHOOK_TEXT as T } from './texts';
import { RES } from '../../../resources';

const itemUrl = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));

export function WebhooksPanel() {
  const notify = useNotify();
  const [form] = Form.useForm<WebhookEndpointCreate>();
  const [secret, setSecret] = useState<WebhookEndpointCreated>();
  const { result, query } = useList<WebhookEndpointView>({
    resource: RES.webhooks,
    meta: { path: WEBHOOKS_API.endpoints.slice(1) },
    pagination: { mode: 'off' },
  });
  const { mutateAsync, mutation } = useCustomMutation<WebhookEndpointCreated>();

  const run = async <R,>(
    args: { url: string; method: 'post' | 'delete'; values?: object },
    done: (data: R) => void,
  ): Promise<void> => {
    try {
      const res = await mutateAsync({
        url: args.url,
        method: args.method,
        values: args.values ?? {},
        successNotification: false,
        errorNotification: false,
      });
      done(res.data as R);
      await query.refetch();
    } catch (e) {
      notify.error(e);
    }
  };

  const add = (values: WebhookEndpointCreate) =>
    run<WebhookEndpointCreated>({ url: WEBHOOKS_API.endpoints, method: 'post', values }, (created) => {
      form.resetFields();
      setSecret(created);
    });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="webhooks">
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      <Card size="small" title={T.add}>
        <Form form={form} layout="vertical" onFinish={(v) => void add(v)} data-testid="webhook-form">
          <Form.Item name="url" label={T.url} rules={[{ required: true, message: MSG.webhookUrlInvalid }]}>
            <Input placeholder="https://example.com/bcu-webhooks" inputMode="url" />
          </Form.Item>
          <Form.Item name="events" label={T.events} rules={[{ required: true, message: MSG.webhookEventsRequired }]}>
            <Checkbox.Group
              style={{ display: 'grid', gap: 4 }}
              options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: WEBHOOK_EVENT_LABELS[e] }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {T.add}
          </Button>
        </Form>
      </Card>
      {result.data.length === 0 && !query.isLoading && <Typography.Text>{T.none}</Typography.Text>}
      {result.data.map((e) => (
        <Card
          key={e.id}
          size="small"
          title={<Typography.Text code>{e.url}</Typography.Text>}
          data-testid="webhook-endpoint"
          extra={
            <Space wrap>
              <Button
                onClick={() =>
                  void run({ url: itemUrl(WEBHOOKS_API.test, e.id), method: 'post' }, () =>
                    notify.success(MSG.webhookTestQueued),
                  )
                }
              >
                {T.sendTest}
              </Button>
              <Button
                onClick={() =>
                  Modal.confirm({
                    content: T.rollConfirm,
                    onOk: () =>
                      run<WebhookEndpointCreated>(
                        { url: itemUrl(WEBHOOKS_API.rollSecret, e.id), method: 'post' },
                        (r) => setSecret(r),
                      ),
                  })
                }
              >
                {T.rollSecret}
              </Button>
              <Button
                danger
                onClick={() =>
                  Modal.confirm({
                    content: T.removeConfirm,
                    onOk: () =>
                      run({ url: itemUrl(WEBHOOKS_API.endpoint, e.id), method: 'delete' }, () =>
                        notify.success(MSG.webhookRemoved),
                      ),
                  })
                }
              >
                {T.remove}
              </Button>
            </Space>
          }
        >
          <Typography.Paragraph>
            {T.events}:{' '}
            {e.events.map((x) => WEBHOOK_EVENT_LABELS[x as keyof typeof WEBHOOK_EVENT_LABELS] ?? x).join(', ')}
          </Typography.Paragraph>
          <WebhookDeliveries endpointId={e.id} />
        </Card>
      ))}
      <Modal
        open={!!secret}
        title={T.secretTitle}
        onOk={() => setSecret(undefined)}
        onCancel={() => setSecret(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon message={T.secretNote} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="webhook-secret">
          {secret?.secret}
        </Typography.Paragraph>
      </Modal>
    </Space>
  );
}
