/**
 * /resources/faq/:category (spec 1 §2 "FAQ page"): the category's questions as an accordion with one
 * answer open; `?id=` opens that question (switching to its category if needed) and scrolls to it.
 */
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Collapse, Typography } from 'antd';
import { FAQ, FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, faqOf, type FaqCategory } from './faq-content';
import { RESOURCES_TEXT } from './content';
import { RichText } from './rich-text';

export function FaqPage() {
  const { category } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // the open question is the URL's: one at a time, shareable, and opened by `?id=`
  const id = params.get('id') ?? undefined;
  /** The question the reader opened here: no scrolling for it, only for ids arriving by link. */
  const clicked = useRef<string | undefined>(undefined);

  const known = (FAQ_CATEGORIES as readonly string[]).includes(category ?? '');
  const current = (known ? category : 'general') as FaqCategory;
  const target = id ? FAQ.find((q) => q.id === id) : undefined;

  useEffect(() => {
    if (!id || clicked.current === id) return;
    if (target && target.category !== current) {
      navigate(`/resources/faq/${target.category}?id=${encodeURIComponent(id)}`, { replace: true });
      return;
    }
    // after the panel has rendered open
    const timer = setTimeout(() => document.getElementById(`faq-${id}`)?.scrollIntoView({ block: 'start' }), 50);
    return () => clearTimeout(timer);
  }, [id, target, current, navigate]);

  if (!known) return <Navigate to={`/resources/faq/general${params.size ? `?${params}` : ''}`} replace />;

  const onChange = (keys: string | string[]) => {
    const key = Array.isArray(keys) ? keys[0] : keys;
    clicked.current = key;
    setParams(key ? { id: key } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <section aria-labelledby="faq-title" className="bcu-faq">
      <Typography.Title id="faq-title" level={2}>
        {RESOURCES_TEXT.faqTitle}: {FAQ_CATEGORY_LABELS[current]}
      </Typography.Title>
      <Collapse
        accordion
        activeKey={id ? [id] : []}
        onChange={onChange}
        items={faqOf(current).map((q) => ({
          key: q.id,
          label: <span id={`faq-${q.id}`}>{q.question}</span>,
          children: (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <RichText copy={q.answer} />
            </Typography.Paragraph>
          ),
        }))}
      />
      <Typography.Paragraph style={{ marginTop: 24 }}>
        <RichText copy={RESOURCES_TEXT.faqIntro} />
      </Typography.Paragraph>
    </section>
  );
}
