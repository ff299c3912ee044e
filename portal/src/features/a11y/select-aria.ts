/**
 * antd 5's Select copies the `aria-required` Form.Item gives it onto its root <div> as well as onto the combobox
 * input inside. On a <div> without a role that attribute is not allowed (axe 'aria-allowed-attr', critical), so it
 * is removed from the root wherever a Select appears; the input keeps it for screen readers.
 */
export function stripSelectRootAria(root: Element = document.body): () => void {
  const fix = () => root.querySelectorAll('.ant-select[aria-required]').forEach((el) => el.removeAttribute('aria-required'));
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-required'] });
  return () => observer.disconnect();
}
