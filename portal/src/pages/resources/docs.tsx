/** /resources/docs — the 12 documents; a title is a link only when its URL is configured (spec 1 §2). */
import { Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useLinks } from '../../features/links/use-links';
import { DOCUMENTS, RESOURCES_TEXT } from './content';

export function DocsPage() {
  const links = useLinks();
  return (
    <section aria-labelledby="docs-title">
      <Typography.Title id="docs-title" level={2}>
        {RESOURCES_TEXT.docsTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{RESOURCES_TEXT.docsIntro}</Typography.Paragraph>
      <ul className="bcu-doc-list" style={{ listStyle: 'none', padding: 0 }}>
        {DOCUMENTS.map((d) => {
          const url = links[d.key];
          return (
            <li key={d.key} data-testid={`doc-${d.key}`}>
              <FileTextOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {d.title}
                </a>
              ) : (
                <span>{d.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
