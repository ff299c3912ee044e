/**
 * The Incoming Requests header tab with its count badge (spec 1 §2): pending incoming transactions plus pending
 * Scope 1 information requests (the latter only for those who receive them), '99+' from 100 upwards. The counts
 * refresh on the live 'counters' events (features/live).
 */
import { Badge, Space } from 'antd';
import { badgeText, can } from '@bcu/api/contracts';
import { useIncomingCount, useInfoRequestCount } from './pending-counts';
import { useCountShown, type TabLabelProps } from './count-shown';

export function IncomingTabLabel({ label, actor, inHeaderTabs = false }: TabLabelProps) {
  return useCountShown(inHeaderTabs) ? <IncomingCountLabel label={label} actor={actor} /> : label;
}

function IncomingCountLabel({ label, actor }: TabLabelProps) {
  const incoming = useIncomingCount();
  const info = useInfoRequestCount(can(actor, 'bcu.infoRequest'));
  const count = incoming.count + info.count;
  return (
    <Space size={6}>
      {label}
      <Badge count={count} overflowCount={99} showZero={false} title={badgeText(count)} />
    </Space>
  );
}
