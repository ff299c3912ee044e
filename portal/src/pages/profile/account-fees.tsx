/**
 * Account Fees (spec 1 §2 "Profile area", §6 "Account Fees page: Primary SystemUser or Auditor only", §9):
 * the company's fee rows, read-only, 50 a page, newest period first; Supplier columns only for a Supplier.
 */
import { useTable } from '@refinedev/antd';
import { Table } from 'antd';
import { FEE_API, FEE_PAGE_SIZE, type AccountFee } from '@bcu/api/contracts';
import { useIdentity } from '../../features/session/use-identity';
import { feeColumns } from './account-fees-columns';

export function AccountFees() {
  const user = useIdentity();
  const { tableProps } = useTable<AccountFee>({
    resource: 'fees',
    meta: { path: FEE_API.profileFees.slice(1) },
    pagination: { pageSize: FEE_PAGE_SIZE },
    sorters: { initial: [{ field: 'start', order: 'desc' }] },
    syncWithLocation: false,
  });
  return (
    <Table<AccountFee>
      {...tableProps}
      rowKey="id"
      pagination={{ ...tableProps.pagination, pageSize: FEE_PAGE_SIZE, showSizeChanger: false }}
      columns={feeColumns(user?.company.type).map((c) => ({
        key: c.key,
        dataIndex: c.key,
        title: c.title,
        render: (_: unknown, fee: AccountFee) => c.render(fee),
      }))}
    />
  );
}
