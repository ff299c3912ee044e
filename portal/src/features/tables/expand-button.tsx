/** The button that opens or closes a row's details, drawn as antd's table's (a square with a plus or a minus). */
import useLocale from 'antd/es/locale/useLocale';

export function ExpandButton({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const [texts] = useLocale('Table');
  return (
    <button
      type="button"
      className={expanded ? 'bcu-table-expand' : 'bcu-table-expand bcu-table-expand-collapsed'}
      aria-label={expanded ? texts.collapse : texts.expand}
      aria-expanded={expanded}
      onClick={onToggle}
    />
  );
}
