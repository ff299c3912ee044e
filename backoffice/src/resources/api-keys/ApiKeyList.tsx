/** Every company's API keys (issue 16.1): search by key or company name, filter by status; admins revoke. */
import { Datagrid, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { API_KEY_STATUSES, type AdminApiKeyView } from '@bcu/api/contracts';
import { AdminList } from '../../lists/AdminList';
import { RevokeButton, apiKeyFields } from './ApiKeyFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.api-keys.fields.status"
    choices={API_KEY_STATUSES.map((s) => ({ id: s, name: s }))}
    alwaysOn
  />,
];

export const ApiKeyList = () => (
  <AdminList
    small={
      <SimpleList<AdminApiKeyView>
        rowClick="show"
        primaryText={(r) => r.name}
        secondaryText={(r) => `${r.companyName} · ${r.scopes.join(', ')}`}
        tertiaryText={(r) => r.status}
      />
    }
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      {apiKeyFields(true)}
      <RevokeButton />
    </Datagrid>
  </AdminList>
);
