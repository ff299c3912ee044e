/**
 * The connection request lists (spec 3 §2.7): Received and Sent Connection Requests of the viewer's company and,
 * for Admin and SuperAdmin, all Connection Requests (read only). 10 a page (10, 25, 50), newest first; date,
 * parties, message (cut at 200 px), status. The receiver approves or declines a Pending request after a confirmation;
 * sent and admin rows open their details.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCustomMutation, useInvalidate, type CrudFilter, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { storedPageSize, useRememberPageSize } from '../../features/tables/page-size';
import { App, Button, Grid, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  CONNECT_API,
  CONNECT_REQUEST_PAGE_SIZE,
  CONNECT_REQUEST_PAGE_SIZE_OPTIONS,
  CONNECT_ROUTES,
  CONNECTION_REQUEST_STATUSES,
  connectionRequestStatusLabel,
  MSG,
  connectRequestPath,
  type ConnectionRequest,
  type ConnectionRequestStatus,
} from '@bcu/api/contracts';
import { apiErrorOf, successNote } from '../../features/errors/notes';
import { formatDateTime } from '../dashboard/transactions/transaction-filter';
import { useDebounced } from '../dashboard/shared/use-debounced';
import { listFilters, partyName, type RequestListKind } from './request-view';
import { T } from './texts';
import { tableLocale } from '../../features/errors/load-error';
import { RECEIVED_CONNECTION_REQUESTS } from '../../features/counts/pending-counts';

export const REQUEST_STATUS_COLORS: Record<ConnectionRequestStatus, string> = {
  Pending: 'gold',
  Approved: 'green',
  Rejected: 'red',
};

const TITLES: Record<RequestListKind, string> = { received: T.receivedTitle, sent: T.sentTitle, admin: T.adminTitle };

/** The table's resource: the company's received or sent requests, or everyone's (Admin, SuperAdmin). */
const listResource = (kind: RequestListKind) =>
  kind === 'admin'
    ? 'connect-admin-connection-requests'
    : kind === 'received'
      ? RECEIVED_CONNECTION_REQUESTS
      : `connection-requests-${kind}`;

/**
 * Approve or decline after a modal confirmation, with the spec's success and failure texts; the lists and the badge
 * follow at once (the live 'counters' event tells the other users).
 */
function useDecide() {
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<ConnectionRequest, HttpError, { action: 'approve' | 'decline' }>();
  return (r: ConnectionRequest, action: 'approve' | 'decline') =>
    modal.confirm({
      title: action === 'approve' ? T.approveConfirm : T.declineConfirm,
      okText: action === 'approve' ? T.approve : T.decline,
      okButtonProps: action === 'decline' ? { danger: true } : undefined,
      cancelText: T.cancel,
      onOk: async () => {
        await mutateAsync({
          url: connectRequestPath(r.id),
          method: 'put',
          values: { action },
          successNotification: () => successNote(action === 'approve' ? MSG.connectApproved : MSG.connectRejected),
          // the server's message, or the spec's own failure text when it gave none
          errorNotification: (e) => {
            const err = apiErrorOf(e) as { message?: string } | undefined;
            const server = err?.message && err.message !== MSG.unknownError ? err.message : undefined;
            const failed = action === 'approve' ? MSG.connectApproveFailed : MSG.connectRejectFailed;
            return {
              type: 'error',
              key: `${MSG.connectUpdateFailed}|${server ?? failed}`,
              description: MSG.connectUpdateFailed,
              message: server ?? failed,
            };
          },
        }).catch(() => undefined);
        // the lists and, with the received ones, their pending count (features/counts)
        for (const kind of ['received', 'sent', 'admin'] as const)
          void invalidate({ resource: listResource(kind), invalidates: ['resourceAll'] });
      },
    });
}

export function RequestList({ kind }: { kind: RequestListKind }) {
  const [status, setStatus] = useState<ConnectionRequestStatus>();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const filter = listFilters(kind, status, q);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`connect-${kind}-requests`}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {TITLES[kind]}
      </Typography.Title>
      <Space wrap>
        <Select<ConnectionRequestStatus>
          allowClear
          aria-label={T.status}
          placeholder={T.allStatuses}
          style={{ minWidth: 180 }}
          value={status}
          onChange={setStatus}
          options={CONNECTION_REQUEST_STATUSES.map((s) => ({ value: s, label: connectionRequestStatusLabel(s) }))}
        />
        {kind === 'admin' && (
          <Input.Search
            allowClear
            aria-label={T.searchCompanies}
            placeholder={T.searchCompanies}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 260 }}
          />
        )}
      </Space>
      {/* a new filter is a new table, from page 1 */}
      <RequestTable key={`${kind}|${filter.key}`} kind={kind} filters={filter.crud} />
    </Space>
  );
}

function RequestTable({ kind, filters }: { kind: RequestListKind; filters: CrudFilter[] }) {
  const navigate = useNavigate();
  const mobile = Grid.useBreakpoint().md === false;
  const { tableProps, tableQuery, pageSize } = useTable<ConnectionRequest>({
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: listResource(kind),
    meta: { path: (kind === 'admin' ? CONNECT_API.adminRequests : CONNECT_API.requests).slice(1) },
    pagination: {
      pageSize: storedPageSize(`connectRequests.${kind}`, CONNECT_REQUEST_PAGE_SIZE, CONNECT_REQUEST_PAGE_SIZE_OPTIONS),
    },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { initial: filters },
    syncWithLocation: false,
  });
  useRememberPageSize(`connectRequests.${kind}`, pageSize);
  const decide = useDecide();
  const detailPath = (r: ConnectionRequest) =>
    kind === 'sent'
      ? CONNECT_ROUTES.sentDetail(r.id)
      : kind === 'admin'
        ? CONNECT_ROUTES.adminRequestDetail(r.id)
        : undefined;

  const party = (side: 'sender' | 'receiver', title: string) => ({
    key: side,
    title,
    render: (_: unknown, r: ConnectionRequest) => partyName(r[side]),
  });

  return (
    <Table<ConnectionRequest>
      {...tableProps}
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={tableLocale(tableQuery, T.noRequests)}
      pagination={{
        ...tableProps.pagination,
        showSizeChanger: true,
        pageSizeOptions: CONNECT_REQUEST_PAGE_SIZE_OPTIONS.map(String),
      }}
      columns={[
        {
          key: 'createdAt',
          dataIndex: 'createdAt',
          title: T.date,
          sorter: true,
          render: (v: string) => formatDateTime(v),
        },
        ...(kind !== 'received' ? [party('receiver', T.receiver)] : []),
        ...(kind !== 'sent' ? [party('sender', T.sender)] : []),
        ...(kind !== 'sent'
          ? [
              {
                key: 'createdBy',
                title: T.createdBy,
                render: (_: unknown, r: ConnectionRequest) =>
                  r.createdBy ? `${r.createdBy.firstName} ${r.createdBy.lastName}` : '—',
              },
            ]
          : []),
        {
          key: 'message',
          dataIndex: 'message',
          title: T.message,
          render: (v: string) => (
            <Tooltip title={v}>
              <span className="bcu-connect-message">{v}</span>
            </Tooltip>
          ),
        },
        {
          key: 'status',
          dataIndex: 'status',
          title: T.status,
          sorter: true,
          render: (_: unknown, r: ConnectionRequest) => (
            <Tag color={REQUEST_STATUS_COLORS[r.status]}>{r.statusLabel}</Tag>
          ),
        },
        {
          key: 'reviewedAt',
          dataIndex: 'reviewedAt',
          title: T.reviewedAt,
          render: (v: string | null) => (v ? formatDateTime(v) : '—'),
        },
        {
          key: 'actions',
          title: T.actions,
          // stays in view while a phone scrolls the other columns
          fixed: 'right' as const,
          render: (_: unknown, r: ConnectionRequest) => {
            const path = detailPath(r);
            if (path)
              return (
                <Button
                  size="small"
                  onClick={() => navigate(path)}
                  aria-label={`${T.details}: ${partyName(kind === 'sent' ? r.receiver : r.sender)}`}
                >
                  {T.details}
                </Button>
              );
            if (!r.canDecide) return null;
            return (
              <Space size={4}>
                {/* icons only on a phone, so the fixed column leaves room for the others */}
                <Button
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  aria-label={T.approve}
                  title={mobile ? T.approve : undefined}
                  onClick={() => decide(r, 'approve')}
                >
                  {!mobile && T.approve}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<CloseOutlined />}
                  aria-label={T.decline}
                  title={mobile ? T.decline : undefined}
                  onClick={() => decide(r, 'decline')}
                >
                  {!mobile && T.decline}
                </Button>
              </Space>
            );
          },
        },
      ]}
    />
  );
}
