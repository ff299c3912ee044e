/**
 * All Targets (spec 2 §2.5): the company's impact targets — Target Name, Impact Indicator ('GHG Emissions
 * Reductions'), Start Date, End Date, Target Value (3 decimals) — with a date-range filter (periods overlapping the
 * days), pagination with a page-size changer, and create / edit / delete in modals. New Target, edit and delete are
 * for the company's Active Secondary users; Primary users (the owner flag), auditors and suspended users only read.
 */
import { useState } from 'react';
import { useCan, useDelete } from '@refinedev/core';
import { storedPageSize, useRememberPageSize } from '../../../features/tables/page-size';
import { Button, Card, Popconfirm, Space, Table, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MSG, TARGET_PAGE_SIZE, TARGET_PAGE_SIZE_OPTIONS, TARGET_TEXT as T, type Target } from '@bcu/api/contracts';
import { errorNote, successNote } from '../../../features/errors/notes';
import { formatDate } from '../../../features/format';
import { RES } from '../../../resources';
import { DateRangeFilter } from '../shared/date-range-filter';
import type { DayRange } from '../shared/date-range';
import { TARGETS_META, formatTargetValue, offersTargetWrites, targetFilter } from './target-form';
import { TargetModal } from './target-modal';
import { tableLocale } from '../../../features/errors/load-error';
import { useFilteredTable } from '../../../features/tables/use-filtered-table';

export interface TargetsPanelProps {
  /** An Auditor's selected account (read only). */
  accountId?: string;
  /** Shows the targets without New Target, edit and delete. */
  readOnly?: boolean;
}

export function TargetsPanel({ accountId, readOnly }: TargetsPanelProps) {
  const { data: access } = useCan({ resource: RES.targets, action: 'create' });
  const manage = offersTargetWrites(Boolean(access?.can), { readOnly, accountId });
  const [range, setRange] = useState<DayRange>({});
  const [editing, setEditing] = useState<Target | 'new'>();

  // the list follows the range and the account, from its first page
  const { tableProps, tableQuery, pageSize } = useFilteredTable<Target>(targetFilter(range, accountId).crud, {
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: RES.targets,
    meta: TARGETS_META,
    pagination: { pageSize: storedPageSize('targets', TARGET_PAGE_SIZE, TARGET_PAGE_SIZE_OPTIONS) },
    sorters: { initial: [{ field: 'startDate', order: 'desc' }] },
  });
  useRememberPageSize('targets', pageSize);

  // a deletion refreshes the targets list and the chart's target series (Refine's invalidation of 'targets')
  const { mutate: destroy, mutation: deletion } = useDelete<Target>();
  const deleting = deletion.isPending ? deletion.variables?.id : undefined;
  const remove = (t: Target) =>
    destroy({
      resource: RES.targets,
      id: t.id,
      meta: TARGETS_META,
      successNotification: () => successNote(MSG.targetDeleted),
      errorNotification: (e) => errorNote(e),
    });

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
          onSaved={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
