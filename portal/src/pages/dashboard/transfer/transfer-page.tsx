/**
 * /dashboard/transfer (spec 2 §2.7): 'BCU Transfer' with a Single / Bulk switch; switching clears selection, amount
 * and errors (each mode is its own form, mounted afresh).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Space, Switch, Typography } from 'antd';
import { useIdentity } from '../../../features/session/use-identity';
import { PageSpinner } from '../../../features/shell/app-layout';
import { TRADE_TEXT } from '../shared/trade-texts';
import { SingleTransferForm } from './single-transfer-form';
import { BulkTransferForm } from './bulk-transfer-form';

export function TransferPage() {
  const user = useIdentity();
  const [bulk, setBulk] = useState(false);
  if (!user) return <PageSpinner />;
  return (
    <Card className="bcu-card bcu-card-wide">
      <Typography.Title level={2}>{TRADE_TEXT.transferTitle}</Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Switch checked={bulk} onChange={setBulk} aria-label={TRADE_TEXT.bulkMode} data-testid="transfer-mode" />
        <span>{bulk ? TRADE_TEXT.bulk : TRADE_TEXT.single}</span>
        <Link to="/dashboard/transfer/requests">{TRADE_TEXT.sentRequests}</Link>
      </Space>
      {bulk ? <BulkTransferForm key="bulk" user={user} /> : <SingleTransferForm key="single" user={user} />}
    </Card>
  );
}
