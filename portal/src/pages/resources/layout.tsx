/** /resources — the help area (spec 1 §2): a section menu beside the routed page. */
import { Link, Outlet, useLocation } from 'react-router';
import { Grid, Menu, Typography, type MenuProps } from 'antd';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS } from './faq-content';
import { RESOURCES_TEXT } from './content';
import './resources.css';

const items: NonNullable<MenuProps['items']> = [
  { key: '/resources/docs', label: <Link to="/resources/docs">{RESOURCES_TEXT.docsTitle}</Link> },
  {
    key: 'faq',
    label: 'FAQ',
    type: 'group',
    children: FAQ_CATEGORIES.map((c) => ({
      key: `/resources/faq/${c}`,
      label: <Link to={`/resources/faq/${c}`}>{FAQ_CATEGORY_LABELS[c]}</Link>,
    })),
  },
  { key: '/resources/pricing', label: <Link to="/resources/pricing">{RESOURCES_TEXT.pricingTitle}</Link> },
  { key: '/resources/history', label: <Link to="/resources/history">{RESOURCES_TEXT.historyTitle}</Link> },
  { key: '/resources/training', label: <Link to="/resources/training">{RESOURCES_TEXT.trainingTitle}</Link> },
];

export function ResourcesLayout() {
  const { pathname } = useLocation();
  const mobile = Grid.useBreakpoint().md === false;
  const selected = pathname === '/resources/faq' ? '/resources/faq/general' : pathname.replace(/\/$/, '');
  return (
    <div className="bcu-resources">
      <nav aria-label={RESOURCES_TEXT.title} className="bcu-resources-nav">
        {!mobile && (
          <Typography.Title level={4} className="bcu-resources-heading">
            {RESOURCES_TEXT.title}
          </Typography.Title>
        )}
        <Menu
          mode={mobile ? 'horizontal' : 'inline'}
          // On a phone the sections wrap onto more lines instead of folding into a '…' overflow menu, whose hidden
          // copies of the items stay focusable (axe: aria-hidden-focus).
          disabledOverflow={mobile}
          selectedKeys={[selected]}
          items={mobile ? items.flatMap((i) => (i && 'children' in i && i.children ? i.children : [i])) : items}
          style={{ borderInlineEnd: 0 }}
        />
      </nav>
      <div className="bcu-resources-page">
        <Outlet />
      </div>
    </div>
  );
}
