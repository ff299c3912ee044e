/**
 * The header's burger Drawer under 768 px (spec 1 §2): the tabs and, for a visitor, Sign Up / Log in. It closes when
 * the window grows past antd's md breakpoint, where the header shows the tabs themselves.
 */
import type { ReactNode } from 'react';
import { Drawer, Menu, type MenuProps } from 'antd';
import { TEXT } from '../texts';
import { useHeaderTabsShown } from './use-tabs-shown';

export interface ShellDrawerProps {
  open: boolean;
  onClose: () => void;
  selected: string | undefined;
  items: MenuProps['items'];
  /** The visitor's Sign Up / Log in buttons; none when signed in. */
  guestButtons?: ReactNode;
}

export function ShellDrawer({ open, onClose, selected, items, guestButtons }: ShellDrawerProps) {
  const wide = useHeaderTabsShown();
  return (
    <Drawer title={TEXT.appTitle} placement="right" width={280} open={open && !wide} onClose={onClose}>
      <nav aria-label={TEXT.mainNavigation}>
        <Menu
          mode="vertical"
          selectedKeys={selected ? [selected] : []}
          items={items}
          onClick={onClose}
          style={{ borderInlineEnd: 0 }}
        />
      </nav>
      {guestButtons && (
        <div style={{ marginTop: 24 }} onClick={onClose}>
          {guestButtons}
        </div>
      )}
    </Drawer>
  );
}
