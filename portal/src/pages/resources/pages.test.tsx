import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { App } from 'antd';
import { DocsPage } from './docs';
import { FaqPage } from './faq';
import { HistoryPage } from './history';
import { TrainingPage } from './training';
import { DOCUMENTS } from './content';
import { faqOf } from './faq-content';

const render = (path: string, element: React.ReactNode, pattern = '*') =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <App>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </App>
    </MemoryRouter>,
  );

describe('resources pages', () => {
  it('lists the 12 documents as plain text while no URL is configured', () => {
    const html = render('/resources/docs', <DocsPage />);
    expect(DOCUMENTS).toHaveLength(12);
    for (const d of DOCUMENTS) expect(html).toContain(d.title);
    expect(html).not.toContain('<a href');
  });

  it('shows the questions of the category, with the ?id= answer open', () => {
    const [, second] = faqOf('carbon');
    const html = render(`/resources/faq/carbon?id=${second.id}`, <FaqPage />, '/resources/faq/:category');
    for (const q of faqOf('carbon')) expect(html).toContain(q.question.replace(/'/g, '&#x27;'));
    expect(html).not.toContain(faqOf('general')[0].question);
    // one panel open: the requested one
    expect(html.match(/ant-collapse-item-active/g)).toHaveLength(1);
    expect(html).toContain(second.answer.slice(0, 40));
  });

  it('shows the four version entries, newest first', () => {
    const html = render('/resources/history', <HistoryPage />);
    const order = ['New BCU registration flow', 'Feedback submission', 'Bug fixing', 'Facilitator role'].map((t) =>
      html.indexOf(t),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('01.10.2024');
    expect(html).toContain('11.11.2024');
  });

  it('offers the training contact button', () => {
    expect(render('/resources/training', <TrainingPage />)).toContain('Ask about training');
  });
});
