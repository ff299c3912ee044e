/** A record as a two-column description list (BCU Info of a request detail). */
import { Descriptions, Empty } from 'antd';
import { formatDateTime } from '../transactions/transaction-filter';

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function text(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string' && ISO_TIME.test(v)) return formatDateTime(v);
  if (typeof v === 'object') return Array.isArray(v) ? `${v.length}` : JSON.stringify(v);
  return String(v);
}

export function RecordDescriptions({ data }: { data: Record<string, unknown> | undefined }) {
  const entries = Object.entries(data ?? {}).filter(([k, v]) => k !== 'id' && (typeof v !== 'object' || v === null));
  if (!entries.length) return <Empty />;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      {entries.map(([k, v]) => (
        <Descriptions.Item key={k} label={label(k)}>
          {text(v)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
