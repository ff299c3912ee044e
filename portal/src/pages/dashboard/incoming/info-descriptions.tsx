/** A record as a two-column description list (BCU Info of a request detail). */
import { Descriptions, Empty } from 'antd';

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

function text(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'object') return Array.isArray(v) ? `${v.length}` : JSON.stringify(v);
  return String(v);
}

export function RecordDescriptions({ data }: { data: Record<string, unknown> | undefined }) {
  const entries = Object.entries(data ?? {}).filter(([, v]) => typeof v !== 'object' || v === null);
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
