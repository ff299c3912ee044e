/**
 * The Impact Trends Dashboard's charts (@ant-design/charts, ~1.5 MB: this module is only loaded lazily by
 * impact-panel.tsx, so the dashboard's first paint does not wait for it). Both charts are images to assistive
 * technology (role img + aria-label); their figures are also given as text by the panel (cards, table).
 */
import { Line, Pie } from '@ant-design/charts';
import type { ChartPoint } from './impact-model';

export function ImpactDoughnut({
  slices,
  total,
  label,
}: {
  slices: { type: string; value: number }[];
  total: string;
  label: string;
}) {
  return (
    <div role="img" aria-label={label} style={{ height: 240 }}>
      <Pie
        data={slices}
        angleField="value"
        colorField="type"
        innerRadius={0.62}
        height={240}
        autoFit
        label={false}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: (d: number) => d.toFixed(3) }] }}
        annotations={[
          {
            type: 'text',
            style: {
              text: total,
              x: '50%',
              y: '46%',
              textAlign: 'center',
              fontSize: 18,
              fontWeight: 600,
              fill: '#1f1f1f',
            },
          },
          {
            type: 'text',
            style: { text: 't CO2eq', x: '50%', y: '56%', textAlign: 'center', fontSize: 12, fill: '#595959' },
          },
        ]}
      />
    </div>
  );
}

export function ImpactLineChart({ points, unit, label }: { points: ChartPoint[]; unit: string; label: string }) {
  return (
    <div role="img" aria-label={label} style={{ height: 340 }}>
      <Line
        data={points}
        xField="month"
        yField="value"
        colorField="series"
        height={340}
        autoFit
        point={{ shapeField: 'circle', sizeField: 3 }}
        scale={{ y: { type: 'log', nice: true } }}
        axis={{ y: { title: unit, labelFormatter: (v: number) => String(v) }, x: { title: false } }}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: (d: number | null) => (d === null ? '—' : d.toFixed(3)) }] }}
      />
    </div>
  );
}
