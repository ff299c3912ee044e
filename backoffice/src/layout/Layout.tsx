import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Logout, TitlePortal, UserMenu } from 'react-admin';
import { Typography } from '@mui/material';
import { TEXT } from '../texts';

/**
 * The app bar: the product title, the page title, and the user menu, whose button shows the signed-in
 * user's name (react-admin's UserMenu reads it from authProvider.getIdentity) and holds 'Log Out'.
 */
const BackofficeAppBar = () => (
  <AppBar
    userMenu={
      <UserMenu>
        <Logout />
      </UserMenu>
    }
  >
    <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
      {TEXT.appTitle}
    </Typography>
    <TitlePortal />
  </AppBar>
);

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={BackofficeAppBar}>{children}</RaLayout>
);
