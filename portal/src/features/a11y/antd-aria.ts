/**
 * Two gaps in antd 5's markup that axe reports, repaired wherever the components appear:
 * - Select copies the `aria-required` Form.Item gives it onto its root <div> as well as onto the combobox input
 *   inside. On a <div> without a role that attribute is not allowed ('aria-allowed-attr', critical), so it is removed
 *   from the root; the input keeps it for screen readers. A Radio.Group receives it the same way on its <div>: there
 *   it is removed too (the question's label carries the required mark).
 * - A table with a horizontal scroll scrolls inside `.ant-table-content`; when its cells hold nothing focusable a
 *   keyboard user cannot scroll it ('scrollable-region-focusable', serious). Such a region that overflows joins the
 *   tab order (arrow keys then scroll it) and leaves it again when it no longer overflows.
 */
// antd's scrolling tables, and the landing page's plain roles table (pages/home/landing.tsx)
const SCROLLER = '.ant-table-content, .ant-table-body, .bcu-roles-scroll';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const MARK = 'data-scroll-focus';

function repair(root: Element): void {
  root
    .querySelectorAll('.ant-select[aria-required], .ant-radio-group[aria-required]')
    .forEach((el) => el.removeAttribute('aria-required'));
  root.querySelectorAll<HTMLElement>(SCROLLER).forEach((el) => {
    const needsFocus = el.scrollWidth > el.clientWidth && !el.querySelector(FOCUSABLE);
    if (needsFocus && !el.hasAttribute(MARK)) {
      el.setAttribute(MARK, '');
      el.tabIndex = 0;
    } else if (!needsFocus && el.hasAttribute(MARK)) {
      el.removeAttribute(MARK);
      el.removeAttribute('tabindex');
    }
  });
}

export function repairAntdAria(root: Element = document.body): () => void {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => repair(root));
  };
  repair(root);
  const observer = new MutationObserver(schedule);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-required'] });
  window.addEventListener('resize', schedule);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
