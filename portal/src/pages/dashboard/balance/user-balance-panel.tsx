/**
 * User Balance (spec 2 §2.2): collapsible; filters; the credits table with the spec's columns; row selection with
 * an Actions menu (Assign / Unassign Facilitator — hidden for facilitators, auditors and when no account is
 * selected); a BCU ID opens /bcu/{id}/bcu-info carrying the return path; the total with exactly 3 decimals.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { storedPageSize, useRememberPageSize } from '../../../features/tables/page-size';
import { useCustom } from '@refinedev/core';
import { Button, Collapse, Dropdown, Space, Table, Tag, Typography } from 'antd';
import { checkboxLabel } from '../../../features/a11y/checkbox-label';
import { DownOutlined } from '@ant-design/icons';
import {
  BALANCE_PAGE_SIZE,
  CREDIT_PAGE_SIZE_OPTIONS,
  CREDIT_VIEW_API,
  MSG,
  type BalanceTotal,
  type CreditListRow,
} from '@bcu/api/contracts';
import { formatDate, formatTonnes } from '../../../features/format';
import { DASHBOARD_TEXT as T } from '../shared/texts';
import { useDebounced } from '../shared/use-debounced';
import { BalanceFilters } from './balance-filters';
import { balanceFilterValue, initialBalanceFilter, toCrudFilters, type BalanceFilterState } from './balance-query';
import { AssignFacilitatorModal, type AssignAction } from './assign-facilitator-modal';
import { balanceAmount } from './balance-amount';
import { useIdentity } from '../../../features/session/use-identity';
import { tableLocale } from '../../../features/errors/load-error';
import { useFilteredTable } from '../../../features/tables/use-filtered-table';

export interface UserBalancePanelProps {
  /** An Auditor's selected account. */
  accountId?: string;
  /** Assign / Unassign actions are offered (not for facilitators, auditors or read-only users). */
  canAssign: boolean;
}

export function UserBalancePanel(props: UserBalancePanelProps) {
  return (
    <Collapse
      defaultActiveKey={['balance']}
      items={[{ key: 'balance', label: <strong>{T.userBalance}</strong>, children: <Balance {...props} /> }]}
    />
  );
}

function Balance({ accountId, canAssign }: UserBalancePanelProps) {
  const location = useLocation();
  const user = useIdentity();
  const [filter, setFilter] = useState<BalanceFilterState>(() => initialBalanceFilter(accountId));
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const [selected, setSelected] = useState<CreditListRow[]>([]);
  const [action, setAction] = useState<AssignAction>();

  const value = useMemo(
    () => balanceFilterValue({ ...filter, search: debounced, accountId }),
    [filter, debounced, accountId],
  );
  const key = JSON.stringify(value);
  const { tableProps, tableQuery, pageSize } = useFilteredTable<CreditListRow>(toCrudFilters(value), {
    // the table shows the failed load with Retry: one message, not also Refine's toast (issue 10 §11)
    errorNotification: false,
    resource: 'credits',
    meta: { path: CREDIT_VIEW_API.balance.slice(1) },
    pagination: { pageSize: storedPageSize('balance', BALANCE_PAGE_SIZE, CREDIT_PAGE_SIZE_OPTIONS) },
    sorters: { initial: [{ field: 'updatedAt', order: 'desc' }] },
  });
  useRememberPageSize('balance', pageSize);

  const total = useCustom<BalanceTotal>({
    url: CREDIT_VIEW_API.balanceTotal,
    method: 'get',
    config: { query: key === '{}' ? {} : { filter: key } },
    queryOptions: { queryKey: ['balance-total', key, tableQuery.dataUpdatedAt] },
    errorNotification: false,
  });

  const reload = () => {
    setSelected([]);
    void tableQuery.refetch();
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <BalanceFilters
        value={filter}
        search={search}
        onChange={(next) => {
          setFilter(next);
          setSelected([]);
        }}
        onSearch={setSearch}
      />
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        {tableQuery.isError ? (
          <span />
        ) : total.query.isError ? (
          <Space data-testid="balance-total-error">
            <Typography.Text type="danger">{MSG.loadFailed}</Typography.Text>
            <Button size="small" onClick={() => void total.query.refetch()}>
              {MSG.retry}
            </Button>
          </Space>
        ) : (
          <Typography.Text strong data-testid="balance-total">
            {T.total}: {total.result.data?.total ? formatTonnes(total.result.data.total) : '—'}
          </Typography.Text>
        )}
        {canAssign && (
          <Dropdown
            disabled={selected.length === 0}
            menu={{
              items: [
                { key: 'Assign', label: T.assignFacilitator },
                { key: 'Unassign', label: T.unassignFacilitator },
              ],
              onClick: ({ key: k }) => setAction(k as AssignAction),
            }}
          >
            <Button>
              <Space>
                {T.actions}
                <DownOutlined />
              </Space>
            </Button>
          </Dropdown>
        )}
      </Space>
      <Table<CreditListRow>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={tableLocale(tableQuery)}
        pagination={
          tableQuery.isError
            ? false
            : {
                ...tableProps.pagination,
                showSizeChanger: true,
                pageSizeOptions: CREDIT_PAGE_SIZE_OPTIONS.map(String),
              }
        }
        rowSelection={
          canAssign
            ? {
                selectedRowKeys: selected.map((c) => c.id),
                onChange: (_keys, rows) => setSelected(rows),
                preserveSelectedRowKeys: true,
                getCheckboxProps: (c) => checkboxLabel(T.selectBcu(c.BCUID ?? c.id)),
              }
            : undefined
        }
        columns={[
          {
            key: 'BCUID',
            dataIndex: 'BCUID',
            title: T.bcuId,
            sorter: true,
            render: (v: string | null, c) => (
              <Link to={`/bcu/${c.id}/bcu-info`} state={{ from: `${location.pathname}${location.search}` }}>
                {v ?? c.id}
              </Link>
            ),
          },
          { key: 'productType', dataIndex: 'productType', title: T.product },
          { key: 'rawMaterial', dataIndex: 'rawMaterial', title: T.feedstock },
          { key: 'certificationScheme', dataIndex: 'certificationScheme', title: T.scheme },
          {
            key: 'registrationApproveDate',
            dataIndex: 'registrationApproveDate',
            title: T.registrationDate,
            sorter: true,
            render: (v: string | null) => formatDate(v),
          },
          {
            key: 'tonnesOfCO2eq',
            dataIndex: 'tonnesOfCO2eq',
            title: T.co2eqReduction,
            align: 'right',
            sorter: true,
            render: (v: string) => formatTonnes(v),
          },
          {
            key: 'volume',
            dataIndex: 'volume',
            title: T.volume,
            align: 'right',
            sorter: true,
            // a client's BCU assigned to the facilitator viewing shows the assigned amount, as assigned
            render: (_: string, c) => balanceAmount(c, accountId ?? user?.companyId),
          },
          {
            key: 'facilitatorName',
            title: T.assignedTo,
            render: (_: unknown, c) =>
              c.facilitatorName ? `${c.facilitatorName} (${formatTonnes(c.facilitatorAmount)})` : '—',
          },
          { key: 'bcuHolder', dataIndex: 'bcuHolder', title: T.holderOrFacilitator },
          {
            key: 'status',
            dataIndex: 'status',
            title: T.status,
            sorter: true,
            // kept in view at any width (issue 10 §13): the table scrolls under it
            fixed: 'right',
            render: (_: unknown, c) => <Tag color={c.status === 'Active' ? 'green' : undefined}>{c.statusLabel}</Tag>,
          },
        ]}
      />
      {action && (
        <AssignFacilitatorModal
          action={action}
          credits={selected}
          onClose={() => setAction(undefined)}
          onDone={() => {
            setAction(undefined);
            reload();
          }}
        />
      )}
    </Space>
  );
}
