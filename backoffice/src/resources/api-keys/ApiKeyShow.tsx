/** One API key (issue 16.1), with Revoke for admins. */
import { Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { RevokeButton, apiKeyFields } from './ApiKeyFields';

export const ApiKeyShow = () => (
  <Show
    actions={
      <TopToolbar>
        <RevokeButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>{apiKeyFields(true)}</SimpleShowLayout>
  </Show>
);
