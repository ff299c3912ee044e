/**
 * A connection request's details (spec 3 §2.7): sender, receiver, createdBy, reviewedBy, message and status, the
 * reply and — once Approved — the other company's contact details. /connect/sent-requests/{id} leads back to the
 * sent requests, /connect/requests/{id} (Admin, SuperAdmin) to 'Connection Requests'.
 */
import { Link, useParams } from 'react-router';
import { useCustom } from '@refinedev/core';
import { Alert, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  CONNECT_ROUTES,
  MSG,
  connectAdminRequestPath,
  connectRequestPath,
  type ConnectPerson,
  type ConnectionRequest,
} from '@bcu/api/contracts';
import { formatDateTime } from '../dashboard/transactions/transaction-filter';
import { REQUEST_STATUS_COLORS } from './request-list';
import { partyName } from './request-view';
import { T } from './texts';
import { useLiveRefetch } from '../../providers/live-provider';

const person = (p: ConnectPerson | null) => (p ? `${p.firstName} ${p.lastName}` : '—');

export function RequestDetail({ kind }: { kind: 'sent' | 'admin' }) {
  const { id = '' } = useParams();
  const url = kind === 'admin' ? connectAdminRequestPath(id) : connectRequestPath(id);
  const { result, query } = useCustom<ConnectionRequest>({
    url,
    method: 'get',
    queryOptions: { queryKey: ['connection-requests', kind, id] },
    errorNotification: false,
  });
  useLiveRefetch(['counters'], query.refetch);
  const r = (result.data as Partial<ConnectionRequest> | undefined)?.id
    ? (result.data as ConnectionRequest)
    : undefined;
  const back =
    kind === 'admin' ? (
      <Link to={CONNECT_ROUTES.adminRequests}>
        <ArrowLeftOutlined /> {T.connectionRequests}
      </Link>
    ) : (
      <Link to={CONNECT_ROUTES.sent}>
        <ArrowLeftOutlined /> {T.sentTitle}
      </Link>
    );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="connect-request-detail">
      {back}
      {!r ? (
        query.isError ? (
          <Alert type="error" showIcon message={MSG.notFound} />
        ) : (
          <Spin />
        )
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            title={T.requestDetails}
            items={[
              {
                key: 'status',
                label: T.status,
                children: <Tag color={REQUEST_STATUS_COLORS[r.status]}>{r.statusLabel}</Tag>,
              },
              { key: 'createdAt', label: T.date, children: formatDateTime(r.createdAt) },
              { key: 'sender', label: T.sender, children: partyName(r.sender) },
              { key: 'receiver', label: T.receiver, children: partyName(r.receiver) },
              { key: 'createdBy', label: T.createdBy, children: person(r.createdBy) },
              { key: 'reviewedBy', label: T.reviewedBy, children: person(r.reviewedBy) },
              { key: 'reviewedAt', label: T.reviewedAt, children: r.reviewedAt ? formatDateTime(r.reviewedAt) : '—' },
              {
                key: 'message',
                label: T.message,
                children: (
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{r.message}</Typography.Paragraph>
                ),
              },
              ...(r.reviewMessage ? [{ key: 'reply', label: T.reviewMessage, children: r.reviewMessage }] : []),
            ]}
          />
          {r.contact && (
            <Descriptions
              bordered
              size="small"
              column={1}
              title={T.contactDetails}
              data-testid="connect-contact"
              items={[
                { key: 'name', label: T.contactPerson, children: r.contact.name },
                {
                  key: 'email',
                  label: T.email,
                  children: <a href={`mailto:${r.contact.email}`}>{r.contact.email}</a>,
                },
                ...(r.contact.phone ? [{ key: 'phone', label: T.phone, children: r.contact.phone }] : []),
                ...(r.contact.website
                  ? [
                      {
                        key: 'website',
                        label: T.website,
                        children: (
                          <a href={r.contact.website} target="_blank" rel="noreferrer">
                            {r.contact.website}
                          </a>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </>
      )}
    </Space>
  );
}
