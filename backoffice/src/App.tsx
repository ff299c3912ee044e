import { Admin, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import submissions from './resources/submissions';

export const App = () => (
  <Admin
    basename="/backoffice"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={Layout}
    title="Book & Claim Registry"
    requireAuth
    disableTelemetry
  >
    <Resource name="submissions" {...submissions} />
  </Admin>
);
