import { forwardRef, useState, type ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Logout, TitlePortal, UserMenu, useBasename, useUserMenu } from 'react-admin';
import { Link } from 'react-router';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import { can } from '@bcu/api/contracts';
import { TEXT } from '../texts';
import { actorOf } from '../access';
import { session } from '../providers/session';
import { ChangePasswordDialog, TokenDialog, USER_MENU_TEXT } from './UserMenuDialogs';
import { LiveRefresh } from './LiveRefresh';
import { PROFILE_SETTINGS_TEXT } from './profileSettings';
import { PROFILE_SETTINGS_PATH } from './paths';

type Open = 'token' | 'password' | null;

/** A user-menu entry that closes the menu and opens one of the app bar's dialogs. */
const DialogMenuItem = forwardRef<HTMLLIElement, { label: string; icon: ReactNode; onOpen: () => void }>(
  ({ label, icon, onOpen }, ref) => {
    const menu = useUserMenu();
    return (
      <MenuItem
        ref={ref}
        onClick={() => {
          menu?.onClose();
          onOpen();
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  },
);
DialogMenuItem.displayName = 'DialogMenuItem';

/** A user-menu entry that closes the menu and opens a backoffice page. */
const LinkMenuItem = forwardRef<HTMLAnchorElement, { label: string; icon: ReactNode; to: string }>(
  ({ label, icon, to }, ref) => {
    const menu = useUserMenu();
    const basename = useBasename();
    return (
      <MenuItem ref={ref} component={Link} to={`${basename}${to}`} onClick={() => menu?.onClose()}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  },
);
LinkMenuItem.displayName = 'LinkMenuItem';

/** spec 1 §2: 'Profile settings' is for the Admin, SuperAdmin and Auditor roles. */
const PROFILE_SETTINGS_ROLES = ['Admin', 'SuperAdmin', 'Auditor'];

/**
 * The app bar: the product title, the page title, and the user menu (spec 1 §2), whose button shows the
 * signed-in user's name: 'Generate token' (every backoffice user is an Admin, SuperAdmin or Auditor), 'Change
 * password' (not for a Suspended user: the access matrix's 'password.change') and 'Log Out'. The dialogs live
 * here, outside the menu, so closing the menu does not close them.
 */
const BackofficeAppBar = () => {
  const [open, setOpen] = useState<Open>(null);
  const user = session.getUser();
  const mayGenerate = user ? can(actorOf(user), 'shareToken.generate') : false;
  const mayChangePassword = user ? can(actorOf(user), 'password.change') : false;
  return (
    <>
      <AppBar
        userMenu={
          <UserMenu>
            {mayGenerate && (
              <DialogMenuItem
                label={USER_MENU_TEXT.generateToken}
                icon={<VpnKeyIcon />}
                onOpen={() => setOpen('token')}
              />
            )}
            {user && PROFILE_SETTINGS_ROLES.includes(user.role) && (
              <LinkMenuItem label={PROFILE_SETTINGS_TEXT.title} icon={<PersonIcon />} to={PROFILE_SETTINGS_PATH} />
            )}
            {mayChangePassword && (
              <DialogMenuItem
                label={USER_MENU_TEXT.changePassword}
                icon={<LockIcon />}
                onOpen={() => setOpen('password')}
              />
            )}
            <Logout />
          </UserMenu>
        }
      >
        {/* on a phone the page title alone: the product name beside it would push the bar wider than the screen */}
        <Typography
          variant="h6"
          component="span"
          sx={{ mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
        >
          {TEXT.appTitle}
        </Typography>
        <TitlePortal />
      </AppBar>
      <TokenDialog open={open === 'token'} onClose={() => setOpen(null)} />
      <ChangePasswordDialog open={open === 'password'} onClose={() => setOpen(null)} />
    </>
  );
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={BackofficeAppBar}>
    <LiveRefresh />
    {children}
  </RaLayout>
);
