/**
 * The header's tabs for a signed-in user (spec 1 §2), as antd's horizontal Menu: a signed-in user has more tabs than
 * fit beside the user menu at common widths, and the Menu folds those that do not fit into its '…' submenu, so no tab
 * is ever out of sight. A visitor's few tabs always fit and stay plain links (app-header.tsx), which keeps antd's Menu
 * out of the public pages' first JavaScript.
 */
import { Menu, type MenuProps } from 'antd';
import { TEXT } from '../texts';

export function HeaderMenu({ items, selected }: { items: MenuProps['items']; selected: string | undefined }) {
  return (
    <nav aria-label={TEXT.mainNavigation} className="bcu-tabs">
      <Menu mode="horizontal" selectedKeys={selected ? [selected] : []} items={items} />
    </nav>
  );
}
