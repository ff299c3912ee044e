/** An account's "API keys" tab (issue 16.1): the company's keys, newest first; admins revoke. */
import { Datagrid, Pagination, ReferenceManyField } from 'react-admin';
import { RevokeButton, apiKeyFields } from './ApiKeyFields';

export const AccountApiKeysTab = () => (
  <ReferenceManyField
    reference="api-keys"
    target="companyId"
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    pagination={<Pagination rowsPerPageOptions={[25]} />}
  >
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<></>}>
      {apiKeyFields(false)}
      <RevokeButton />
    </Datagrid>
  </ReferenceManyField>
);
