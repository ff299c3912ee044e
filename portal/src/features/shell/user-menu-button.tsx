/**
 * The signed-in user's menu in the header (spec 1 §2): the name and company, then the entries by role (user-menu.ts),
 * and the Generate token modal. Loaded only once someone is signed in.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd';
import { ContactsOutlined, KeyOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSession, toActor } from '../session/session-store';
import { TEXT } from '../texts';
import { avatarColor, initials } from './avatar';
import { USER_MENU_TEXT, contactListPath, userMenuKeys, type UserMenuKey } from './user-menu';
import { TOKEN_TEXT, TokenModal } from './token-modal';
import { SERVED_PATHS } from '../../routes';

const MENU_ENTRIES: Record<UserMenuKey, { icon: ReactNode; label: string }> = {
  'generate-token': { icon: <KeyOutlined />, label: TOKEN_TEXT.menu },
  profile: { icon: <UserOutlined />, label: TEXT.profileSettings },
  'contact-list': { icon: <ContactsOutlined />, label: USER_MENU_TEXT.contactList },
  'change-password': { icon: <LockOutlined />, label: TEXT.changePassword },
  logout: { icon: <LogoutOutlined />, label: TEXT.logOut },
};

export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const [tokenOpen, setTokenOpen] = useState(false);
  const actor = toActor(user);
  if (!user || !actor) return null;
  const text = initials(user.firstName, user.lastName);
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span>
          {user.firstName} {user.lastName}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user.company.name}
          </Typography.Text>
        </span>
      ),
    },
    { type: 'divider' },
    // spec 1 §2: the entries by role (user-menu.ts)
    ...userMenuKeys(actor, SERVED_PATHS).map((key) => ({ key, ...MENU_ENTRIES[key] })),
  ];
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'generate-token') setTokenOpen(true);
            if (key === 'change-password') navigate('/change-password');
            if (key === 'profile') navigate('/profile');
            if (key === 'contact-list') navigate(contactListPath(actor));
            if (key === 'logout') logout();
          },
        }}
      >
        {/* the accessible name starts with the visible name (WCAG 2.5.3 label in name) */}
        <Button
          type="text"
          aria-label={`${user.firstName} ${user.lastName}, ${TEXT.userMenu}`}
          className="bcu-user-button"
        >
          <Avatar style={{ backgroundColor: avatarColor(text) }} aria-hidden>
            {text}
          </Avatar>
          <span className="bcu-user-name">
            {user.firstName} {user.lastName}
          </span>
        </Button>
      </Dropdown>
      <TokenModal open={tokenOpen} onClose={() => setTokenOpen(false)} />
    </>
  );
}
