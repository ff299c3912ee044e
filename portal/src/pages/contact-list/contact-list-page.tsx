/**
 * /dashboard/contact-list (spec 2 §2.11): the company's contact list — add a company by its contact token (the 412
 * answers of §7), search, the 50-a-page table with the switch columns of the company type, remove with confirmation,
 * and the company's own contact token to give to partners. An Auditor picks an account and reads its list. Users who
 * are not Active (Suspended) only read.
 */
import { useState } from 'react';
import { CanAccess, useCustom, useCustomMutation, useDelete, useUpdate, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/antd';
import { Alert, Button, Card, Form, Input, Popconfirm, Select, Space, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  canEditContacts,
  contactColumns,
  CONTACT_API,
  CONTACT_MSG,
  CONTACT_PAGE_SIZE,
  MSG,
  TRANSACTIONS_API,
  type CompanyType,
  type Contact,
  type ContactToken,
  type ContactViewer,
  type TransactionAccount,
} from '@bcu/api/contracts';
import { useIdentity } from '../../features/session/use-identity';
import { RES } from '../../resources';
import { PageSpinner } from '../../features/shell/app-layout';
import { apiErrorOf, errorNote, successNote } from '../../features/errors/notes';
import { formatDate } from '../../features/format';
import { useDebounced } from '../dashboard/shared/use-debounced';
import { addOutcome, rowSwitches } from './contact-rules';
import { CONTACT_TEXT as T } from './texts';
import { tableLocale } from '../../features/errors/load-error';
import { useFilteredTable } from '../../features/tables/use-filtered-table';

export function ContactListPage() {
  const user = useIdentity();
  if (!user) return <PageSpinner />;
  const viewer: ContactViewer = {
    companyType: user.company.type,
    role: user.role,
    status: user.status,
    type: user.type,
  };
  return (
    <Card>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {T.title}
          </Typography.Title>
          <Typography.Text type="secondary">{T.intro}</Typography.Text>
        </div>
        <CanAccess
          resource={RES.contacts}
          action="list"
          fallback={<Alert type="info" showIcon message={T.ownerOnly} />}
        >
          {user.role === 'Auditor' ? <AuditorContacts /> : <Contacts viewer={viewer} />}
        </CanAccess>
      </Space>
    </Card>
  );
}

function AuditorContacts() {
  const [accountId, setAccountId] = useState<string>();
  const { result, query } = useCustom<TransactionAccount[]>({
    url: TRANSACTIONS_API.accounts,
    method: 'get',
    errorNotification: false,
  });
  const accounts = result.data ?? [];
  const selected = accounts.find((a) => a.id === accountId);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Select
        showSearch
        allowClear
        loading={query.isLoading}
        optionFilterProp="label"
        aria-label={T.selectAccount}
        placeholder={T.selectAccount}
        style={{ minWidth: 320, maxWidth: '100%' }}
        value={accountId}
        onChange={setAccountId}
        options={accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.type})` }))}
      />
      {selected ? (
        <ContactTable
          key={selected.id}
          accountId={selected.id}
          viewer={{ companyType: selected.type as CompanyType, role: 'Auditor', status: 'Active' }}
        />
      ) : (
        <Alert type="info" showIcon message={T.selectAccountHint} />
      )}
    </Space>
  );
}

function Contacts({ viewer }: { viewer: ContactViewer }) {
  const editable = canEditContacts(viewer);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {editable && <OwnToken />}
      {editable && <AddContact />}
      <ContactTable viewer={viewer} />
    </Space>
  );
}

/** The company's own contact token, generated on request (valid 48 hours, several partners may use it). */
function OwnToken() {
  const [token, setToken] = useState<ContactToken>();
  const { mutate, mutation } = useCustomMutation<ContactToken>();
  const busy = mutation.isPending;
  const generate = () =>
    mutate(
      { url: CONTACT_API.token, method: 'post', values: {}, errorNotification: (e) => errorNote(e) },
      { onSuccess: ({ data }) => setToken(data) },
    );
  return (
    <div data-testid="own-contact-token">
      <Typography.Text strong>{T.yourToken}</Typography.Text>
      {token ? (
        <Space align="start" wrap style={{ display: 'flex', marginTop: 4 }}>
          <Typography.Paragraph
            copyable={{ text: token.token }}
            code
            style={{ marginBottom: 0, wordBreak: 'break-all' }}
          >
            {token.token}
          </Typography.Paragraph>
          <Button
            icon={<ReloadOutlined />}
            aria-label={T.generateAnother}
            title={T.generateAnother}
            loading={busy}
            onClick={() => void generate()}
          />
        </Space>
      ) : (
        <div style={{ marginTop: 4 }}>
          <Button loading={busy} onClick={() => void generate()}>
            {T.generate}
          </Button>
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
        {token ? `${T.validUntil} ${formatDate(token.expiresAt)}. ` : ''}
        {T.tokenNote}
      </Typography.Paragraph>
    </div>
  );
}

/** Adds a company by its token; the list of contacts (resource 'contacts') refreshes itself after the create. */
function AddContact() {
  const { form, formProps, saveButtonProps } = useForm<Contact, HttpError, { token: string }>({
    resource: RES.contacts,
    action: 'create',
    redirect: false,
    successNotification: () => successNote(MSG.success),
    // a 412 without a message counts as added (spec 2 §2.11, contact-rules)
    errorNotification: (e) => {
      const outcome = addOutcome(apiErrorOf(e));
      return outcome.kind === 'success' ? successNote(outcome.message) : errorNote(outcome.error);
    },
    onMutationSuccess: () => form.resetFields(),
    onMutationError: (e) => {
      if (addOutcome(apiErrorOf(e)).kind === 'success') form.resetFields();
    },
  });
  return (
    <Form
      {...formProps}
      layout="inline"
      onFinish={(v) => formProps.onFinish?.({ token: v.token.trim() })}
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="token"
        label={T.token}
        rules={[{ required: true, whitespace: true, message: MSG.contactTokenRequired }]}
        style={{ minWidth: 320, flex: 1 }}
      >
        <Input placeholder={T.tokenPlaceholder} autoComplete="off" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saveButtonProps.loading}>
          {T.add}
        </Button>
      </Form.Item>
    </Form>
  );
}

function ContactTable({ viewer, accountId }: { viewer: ContactViewer; accountId?: string }) {
  const editable = canEditContacts(viewer);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const filters = [
    ...(q ? [{ field: 'q', operator: 'eq' as const, value: q }] : []),
    ...(accountId ? [{ field: 'accountId', operator: 'eq' as const, value: accountId }] : []),
  ];
  const { tableProps, tableQuery } = useFilteredTable<Contact>(filters, {
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'contacts',
    pagination: { pageSize: CONTACT_PAGE_SIZE },
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
  });

  // each change and removal refreshes the list through Refine's invalidation of the 'contacts' resource
  const { mutate: update, mutation: updating } = useUpdate<Contact>();
  const { mutateAsync: destroy, mutation: deleting } = useDelete<Contact>();
  const notes = {
    successNotification: () => successNote(MSG.success),
    errorNotification: (e?: HttpError) => errorNote(e),
  };
  const change = (c: Contact, values: { isAllowOnBehalf?: boolean; isPublicAnonymity?: boolean }) =>
    update({ resource: RES.contacts, id: c.id, values, ...notes });
  const remove = (c: Contact) => destroy({ resource: RES.contacts, id: c.id, ...notes }).catch(() => undefined);
  const busy =
    (updating.isPending && updating.variables?.id) || (deleting.isPending && deleting.variables?.id) || undefined;

  // the columns follow the company type of the list (spec 2 §2.11); a row without that meaning shows a dash
  const cols = contactColumns(viewer);
  const toggle = (
    c: Contact,
    label: string,
    checked: boolean,
    shown: boolean,
    enabled: boolean,
    body: (v: boolean) => object,
  ) =>
    shown ? (
      <Switch
        size="small"
        checked={checked}
        disabled={!enabled}
        loading={busy === c.id}
        aria-label={`${label}: ${c.to.name}`}
        onChange={(v) => change(c, body(v))}
      />
    ) : (
      '—'
    );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Input.Search
        allowClear
        aria-label={T.search}
        placeholder={T.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ width: 280 }}
      />
      <Table<Contact>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={tableLocale(tableQuery)}
        pagination={{ ...tableProps.pagination, showSizeChanger: false }}
        columns={[
          { key: 'name', title: T.name, sorter: true, render: (_: unknown, c) => c.to.name },
          { key: 'country', title: T.country, render: (_: unknown, c) => c.to.country },
          { key: 'type', title: T.type, render: (_: unknown, c) => c.to.type ?? '—' },
          ...(cols.retireOnBehalf
            ? [
                {
                  key: 'retire',
                  title: T.retireOnBehalf,
                  render: (_: unknown, c: Contact) => {
                    const s = rowSwitches(viewer, c);
                    return toggle(c, T.retireOnBehalf, c.isAllowOnBehalf, s.retire.shown, s.retire.enabled, (v) => ({
                      isAllowOnBehalf: v,
                    }));
                  },
                },
              ]
            : []),
          ...(cols.publicAnonymity
            ? [
                {
                  key: 'anonymity',
                  title: T.publicAnonymity,
                  render: (_: unknown, c: Contact) => {
                    const s = rowSwitches(viewer, c);
                    return toggle(
                      c,
                      T.publicAnonymity,
                      c.isPublicAnonymity,
                      s.anonymity.shown,
                      s.anonymity.enabled,
                      (v) => ({ isPublicAnonymity: v }),
                    );
                  },
                },
              ]
            : []),
          ...(cols.operateOnBehalf
            ? [
                {
                  key: 'operate',
                  title: T.operateOnBehalf,
                  render: (_: unknown, c: Contact) => {
                    const s = rowSwitches(viewer, c);
                    return toggle(c, T.operateOnBehalf, c.isAllowOnBehalf, s.operate.shown, s.operate.enabled, (v) => ({
                      isAllowOnBehalf: v,
                    }));
                  },
                },
              ]
            : []),
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: T.actions,
                  render: (_: unknown, c: Contact) => (
                    <Popconfirm
                      title={CONTACT_MSG.deleteConfirm}
                      okText="OK"
                      cancelText="Cancel"
                      onConfirm={() => remove(c)}
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${T.remove} ${c.to.name}`}
                        loading={busy === c.id}
                      />
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
