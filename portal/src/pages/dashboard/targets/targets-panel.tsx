/**
 * All Targets (spec 2 §2.5): the company's impact targets — Target Name, Impact Indicator ('GHG Emissions
 * Reductions'), Start Date, End Date, Target Value (3 decimals) — with a date-range filter (periods overlapping the
 * days), pagination with a page-size changer, and create / edit / delete in modals. New Target, edit and delete are
 * for the company's Active Secondary users; Primary users (the owner flag), auditors and suspended users only read.
 */
import { useEffect, useState } from 'react';
import { useTable } from '@refinedev/antd';
import { storedPageSize, useRememberPageSize } from '../../../features/tables/page-size';
import { Button, Card, Popconfirm, Space, Table, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  MSG,
  TARGET_PAGE_SIZE,
  TARGET_PAGE_SIZE_OPTIONS,
  TARGET_TEXT as T,
  TARGETS_API,
  targetPath,
  type Target,
} from '@bcu/api/contracts';
import { api } from '../../../api/http';
import { useNotify } from '../../../features/errors/notify';
import { formatDate } from '../../../features/format';
import { toActor, useSession } from '../../../features/session/session-store';
import { DateRangeFilter } from '../shared/date-range-filter';
import type { DayRange } from '../shared/date-range';
import { canManageTargets, formatTargetValue, targetFilter } from './target-form';
import { TargetModal } from './target-modal';
import { tableLocale } from '../../../features/errors/load-error';

export interface TargetsPanelProps {
  /** An Auditor's selected account (read only). */
  accountId?: string;
  /** Shows the targets without New Target, edit and delete. */
  readOnly?: boolean;
}

export function TargetsPanel({ accountId, readOnly }: TargetsPanelProps) {
  const { user } = useSession();
  const notify = useNotify();
  const manage = canManageTargets(toActor(user), { readOnly, accountId });
  const [range, setRange] = useState<DayRange>({});
  const [editing, setEditing] = useState<Target | 'new'>();
  const [deleting, setDeleting] = useState<string>();

  const filter = targetFilter(range, accountId);
  const { tableProps, setFilters, tableQuery, pageSize } = useTable<Target>({
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'targets',
    meta: { path: TARGETS_API.list.slice(1) },
    pagination: { pageSize: storedPageSize('targets', TARGET_PAGE_SIZE, TARGET_PAGE_SIZE_OPTIONS) },
    sorters: { initial: [{ field: 'startDate', order: 'desc' }] },
    filters: { initial: filter.crud },
    syncWithLocation: false,
  });
  useRememberPageSize('targets', pageSize);
  useEffect(() => setFilters(filter.crud, 'replace'), [filter.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const remove = async (t: Target) => {
    setDeleting(t.id);
    try {
      await api(targetPath(t.id), { method: 'DELETE' });
      notify.success(MSG.targetDeleted);
      await tableQuery.refetch();
    } catch (e) {
      notify.error(e);
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <Card
      size="small"
      title={T.title}
      data-testid="targets-panel"
      extra={
        manage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {T.newTarget}
          </Button>
        )
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <DateRangeFilter value={range} onApply={setRange} testId="targets-range" />
        <Table<Target>
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={tableLocale(tableQuery)}
          pagination={{
            ...tableProps.pagination,
            showSizeChanger: true,
            pageSizeOptions: TARGET_PAGE_SIZE_OPTIONS.map(String),
          }}
          columns={[
            { key: 'name', dataIndex: 'name', title: T.name, sorter: true },
            { key: 'indicator', dataIndex: 'indicatorLabel', title: T.indicator },
            {
              key: 'startDate',
              dataIndex: 'startDate',
              title: T.startDate,
              sorter: true,
              render: (v: string) => formatDate(v),
            },
            {
              key: 'endDate',
              dataIndex: 'endDate',
              title: T.endDate,
              sorter: true,
              render: (v: string) => formatDate(v),
            },
            {
              key: 'value',
              dataIndex: 'value',
              title: `${T.value} (${T.valueUnit})`,
              align: 'right',
              sorter: true,
              render: (v: string) => formatTargetValue(v),
            },
            ...(manage
              ? [
                  {
                    key: 'actions',
                    title: T.actions,
                    render: (_: unknown, t: Target) => (
                      <Space size={4}>
                        <Tooltip title={T.edit}>
                          <Button
                            type="text"
                            icon={<EditOutlined />}
                            aria-label={`${T.edit} ${t.name}`}
                            onClick={() => setEditing(t)}
                          />
                        </Tooltip>
                        <Popconfirm
                          title={MSG.targetDeleteConfirm}
                          okText={T.delete}
                          cancelText={T.cancel}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => remove(t)}
                        >
                          <Tooltip title={T.delete}>
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`${T.delete} ${t.name}`}
                              loading={deleting === t.id}
                            />
                          </Tooltip>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Space>
      {editing && (
        <TargetModal
          target={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void tableQuery.refetch();
          }}
        />
      )}
    </Card>
  );
}
