/**
 * The Connect header tab with the count of received Pending connection requests (spec 1 §2, spec 3 §2.7): '99+'
 * from 100 upwards, not shown to Admin, SuperAdmin or Auditor. The live 'counters' events refresh the count.
 */
import { Badge, Space } from 'antd';
import { badgeText, showsConnectBadge } from '@bcu/api/contracts';
import { useConnectCount } from './pending-counts';
import { useCountShown, type TabLabelProps } from './count-shown';

/** A count badge reading badgeText() ('99+' from 100 upwards); nothing at zero. */
export function ConnectBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const text = badgeText(count);
  return <Badge count={text} title={`${text} pending`} />;
}

export function ConnectTabLabel({ label, actor, inHeaderTabs = false }: TabLabelProps) {
  return useCountShown(inHeaderTabs) ? <ConnectCountLabel label={label} actor={actor} /> : label;
}

function ConnectCountLabel({ label, actor }: TabLabelProps) {
  const shown = showsConnectBadge(actor);
  const { count } = useConnectCount(shown);
  return (
    <Space size={6}>
      {label}
      <ConnectBadge count={shown ? count : 0} />
    </Space>
  );
}
