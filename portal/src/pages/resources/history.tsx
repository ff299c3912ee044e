/** /resources/history — the four version entries of spec 1 §2 as a timeline. */
import { Timeline, Typography } from 'antd';
import { RESOURCES_TEXT, VERSION_HISTORY } from './content';

export function HistoryPage() {
  return (
    <section aria-labelledby="history-title">
      <Typography.Title id="history-title" level={2}>
        {RESOURCES_TEXT.historyTitle}
      </Typography.Title>
      <Timeline
        style={{ marginTop: 24 }}
        items={VERSION_HISTORY.map((v) => ({
          key: v.date,
          children: (
            <div>
              <Typography.Text type="secondary">{v.date}</Typography.Text>
              <Typography.Title level={4} style={{ margin: '4px 0' }}>
                {v.title}
              </Typography.Title>
              <Typography.Paragraph>{v.text}</Typography.Paragraph>
            </div>
          ),
        }))}
      />
    </section>
  );
}
