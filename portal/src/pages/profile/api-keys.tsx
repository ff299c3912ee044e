/**
 * Profile → API keys (issue 16.1), for the account owner: the company's keys (name, key prefix, scopes, status,
 * expiry, last use), a key created in a modal — name, scopes, expiry at most 12 months ahead — whose secret is
 * shown once, and revocation. Through Refine's data provider (useTable, useModalForm, useDelete).
 */
import { useState } from 'react';
import dayjs from 'dayjs';
import { useDelete } from '@refinedev/core';
import { useModalForm, useTable } from '@refinedev/antd';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  API_KEY_LIMITS,
  API_KEY_SCOPES,
  API_KEY_SCOPE_LABELS,
  API_KEYS_API,
  ApiKeyCreate,
  MSG,
  apiKeyMaxExpiry,
  type ApiKeyCreated,
  type ApiKeyView,
} from '@bcu/api/contracts';
import { formatDate, formatDateTime } from '../../features/format';
import { zodRule } from '../../features/forms/zod-rule';
import { API_KEYS_TEXT as T } from './api-keys-texts';
import { RES } from '../../resources';

const RESOURCE = RES.apiKeys;
const meta = { path: API_KEYS_API.list.slice(1) };
const STATUS_COLOR = { Active: 'green', Expired: 'default', Revoked: 'red' } as const;

export function ApiKeys() {
  const [secret, setSecret] = useState<ApiKeyCreated>();
  const { tableProps } = useTable<ApiKeyView>({
    resource: RESOURCE,
    meta,
    pagination: { mode: 'off' },
    syncWithLocation: false,
  });
  const { mutate: revoke } = useDelete();
  const { modalProps, formProps, show } = useModalForm<ApiKeyCreated, never, ApiKeyFormValues>({
    resource: RESOURCE,
    action: 'create',
    meta,
    redirect: false,
    successNotification: false,
    onMutationSuccess: ({ data }) => setSecret(data),
  });
  const today = dayjs().format('YYYY-MM-DD');
  const latest = apiKeyMaxExpiry(today);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <Button type="primary" onClick={() => show()}>
        {T.create}
      </Button>
      <Table<ApiKeyView>
        {...tableProps}
        rowKey="id"
        pagination={false}
        columns={[
          { key: 'name', dataIndex: 'name', title: T.name },
          { key: 'prefix', dataIndex: 'prefix', title: T.prefix, render: (p: string) => <code>{p}…</code> },
          {
            key: 'scopes',
            dataIndex: 'scopes',
            title: T.scopes,
            render: (scopes: ApiKeyView['scopes']) => scopes.map((s) => <Tag key={s}>{s}</Tag>),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: T.status,
            render: (s: ApiKeyView['status']) => <Tag color={STATUS_COLOR[s]}>{s}</Tag>,
          },
          { key: 'expiresAt', dataIndex: 'expiresAt', title: T.expiresAt, render: (v: string) => formatDate(v) },
          {
            key: 'lastUsedAt',
            dataIndex: 'lastUsedAt',
            title: T.lastUsed,
            render: (v: string | null) => (v ? formatDateTime(v) : T.never),
          },
          { key: 'createdBy', dataIndex: 'createdBy', title: T.createdBy },
          {
            key: 'actions',
            title: '',
            render: (_: unknown, k: ApiKeyView) =>
              k.status === 'Active' && (
                <Popconfirm
                  title={T.revokeConfirm(k.name)}
                  okText={T.revoke}
                  cancelText={T.cancel}
                  onConfirm={() =>
                    revoke({
                      resource: RESOURCE,
                      id: k.id,
                      meta,
                      successNotification: { type: 'success', message: MSG.apiKeyRevoked },
                    })
                  }
                >
                  <Button danger size="small" aria-label={`${T.revoke} ${k.name}`}>
                    {T.revoke}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal {...modalProps} title={T.createTitle} okText={T.create} cancelText={T.cancel} destroyOnHidden>
        <Form {...formProps} layout="vertical" requiredMark>
          <Form.Item name="name" label={T.name} required rules={[zodRule(ApiKeyCreate.shape.name)]}>
            <Input maxLength={API_KEY_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item name="scopes" label={T.scopes} required rules={[zodRule(ApiKeyCreate.shape.scopes)]}>
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              options={API_KEY_SCOPES.map((s) => ({ value: s, label: `${s} — ${API_KEY_SCOPE_LABELS[s]}` }))}
            />
          </Form.Item>
          <Form.Item
            name="expiresAt"
            label={T.expiresAt}
            required
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  if (!v || v <= today || v > latest) throw new Error(MSG.apiKeyExpiryRange);
                },
              },
            ]}
            getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined })}
            normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
          >
            <DatePicker
              format="DD.MM.YYYY"
              style={{ width: '100%' }}
              disabledDate={(d) => d.format('YYYY-MM-DD') <= today || d.format('YYYY-MM-DD') > latest}
            />
          </Form.Item>
        </Form>
      </Modal>
      {secret && (
        <Modal
          open
          title={T.secretTitle}
          closable={false}
          maskClosable={false}
          destroyOnHidden
          footer={
            <Button type="primary" onClick={() => setSecret(undefined)}>
              {T.done}
            </Button>
          }
        >
          <Alert type="warning" showIcon message={MSG.apiKeyCreated} style={{ marginBottom: 16 }} />
          <Typography.Text strong>{T.secretLabel}</Typography.Text>
          <Typography.Paragraph copyable={{ text: secret.secret }} code data-testid="api-key-secret">
            {secret.secret}
          </Typography.Paragraph>
        </Modal>
      )}
    </Space>
  );
}

interface ApiKeyFormValues {
  name: string;
  scopes: string[];
  expiresAt: string;
}
