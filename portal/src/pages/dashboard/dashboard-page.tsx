/**
 * /dashboard (spec 2 §2.1): Admins get a pointer to the backoffice (the admin layout); an Auditor picks an account
 * and then sees its balance, transactions, impact dashboard and retirement statements; a SystemUser sees the User
 * Balance, the Transactions History, the Impact Trends Dashboard (KPIs, chart, targets) and — unless its company is
 * an Intermediary or a Supplier — the account's Retirement Statements.
 */
import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { TRANSACTIONS_API, type CompanyType, type TransactionAccount } from '@bcu/api/contracts';
import { useIdentity } from '../../features/session/use-identity';
import { PageSpinner } from '../../features/shell/app-layout';
import { DASHBOARD_TEXT as T } from './shared/texts';
import { UserBalancePanel } from './balance/user-balance-panel';
import { TransactionsPanel } from './transactions/transactions-panel';
import { StatementsSlot, showsStatements } from './statements-slot';
import { ImpactPanel } from './impact/impact-panel';
import { EmptyDashboardHint } from './empty-dashboard-hint';

export function DashboardPage() {
  const user = useIdentity();
  if (!user) return <PageSpinner />;
  if (user.role === 'Admin' || user.role === 'SuperAdmin')
    return (
      <Card className="bcu-card">
        <Typography.Title level={2}>{T.dashboard}</Typography.Title>
        <Typography.Paragraph>{T.adminLayout}</Typography.Paragraph>
        <Button type="primary" href="/backoffice">
          {T.openBackoffice}
        </Button>
      </Card>
    );
  const suspended = user.status === 'Suspended';
  if (user.role === 'Auditor') return <AuditorDashboard canDownload={!suspended} />;
  const companyType = user.company.type;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="bcu-dashboard">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.dashboard}
      </Typography.Title>
      <EmptyDashboardHint user={user} />
      <UserBalancePanel canAssign={companyType !== 'Facilitator' && !user.isReadOnly} />
      <TransactionsPanel companyType={companyType} canDownload={!suspended} />
      <ImpactPanel companyType={companyType} readOnly={user.isReadOnly} />
      {showsStatements(companyType) && <StatementsSlot />}
    </Space>
  );
}

function AuditorDashboard({ canDownload }: { canDownload: boolean }) {
  const [accountId, setAccountId] = useState<string>();
  const { result, query } = useCustom<TransactionAccount[]>({
    url: TRANSACTIONS_API.accounts,
    method: 'get',
    errorNotification: false,
  });
  const data: unknown = result.data;
  const accounts = Array.isArray(data) ? (data as TransactionAccount[]) : [];
  const selected = accounts.find((a) => a.id === accountId);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="bcu-dashboard">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.dashboard}
      </Typography.Title>
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
      {!selected ? (
        <Alert type="info" showIcon message={T.selectAccountHint} />
      ) : (
        <Space key={selected.id} direction="vertical" size={16} style={{ width: '100%' }}>
          <UserBalancePanel accountId={selected.id} canAssign={false} />
          <TransactionsPanel
            accountId={selected.id}
            companyType={selected.type as CompanyType}
            canDownload={canDownload}
          />
          <ImpactPanel accountId={selected.id} companyType={selected.type} readOnly />
          {showsStatements(selected.type) && <StatementsSlot accountId={selected.id} />}
        </Space>
      )}
    </Space>
  );
}
