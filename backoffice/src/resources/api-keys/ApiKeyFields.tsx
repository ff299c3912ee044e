/** The columns and the revoke button shared by the API keys list, its show page and an account's API keys tab. */
import {
  ChipField,
  DeleteWithConfirmButton,
  FunctionField,
  TextField,
  useCanAccess,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Chip, Stack } from '@mui/material';
import { MSG, type AdminApiKeyView } from '@bcu/api/contracts';
import { DateField, DateTimeField } from '../submissions/fields';

export const ScopesField = (_: { label?: string; sortable?: boolean }) => {
  const r = useRecordContext<AdminApiKeyView>();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {r?.scopes.map((s) => (
        <Chip key={s} size="small" label={s} />
      ))}
    </Stack>
  );
};

/** Revoke with a confirmation, for an Active key and where the access matrix grants the write (never auditors). */
export const RevokeButton = () => {
  const r = useRecordContext<AdminApiKeyView>();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'api-keys', action: 'delete' });
  if (!canAccess || r?.status !== 'Active') return null;
  return (
    <DeleteWithConfirmButton
      resource="api-keys"
      label="resources.api-keys.labels.revoke"
      confirmTitle="resources.api-keys.labels.revokeTitle"
      confirmContent="resources.api-keys.labels.revokeContent"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify(MSG.apiKeyRevoked, { type: 'success' }) }}
    />
  );
};

/** The key's columns (in a Datagrid) or fields (in a show layout); `company` adds the company's name. */
export const apiKeyFields = (company: boolean) => [
  <TextField key="name" source="name" label="resources.api-keys.fields.name" />,
  ...(company
    ? [<TextField key="companyName" source="companyName" label="resources.api-keys.fields.companyName" />]
    : []),
  <FunctionField<AdminApiKeyView>
    key="prefix"
    source="prefix"
    label="resources.api-keys.fields.prefix"
    sortable={false}
    render={(r) => `${r.prefix}…`}
  />,
  <ScopesField key="scopes" label="resources.api-keys.fields.scopes" sortable={false} />,
  <ChipField key="status" source="status" label="resources.api-keys.fields.status" sortable={false} />,
  <DateField key="expiresAt" source="expiresAt" label="resources.api-keys.fields.expiresAt" />,
  <DateTimeField key="lastUsedAt" source="lastUsedAt" label="resources.api-keys.fields.lastUsedAt" />,
  <TextField key="createdBy" source="createdBy" label="resources.api-keys.fields.createdBy" sortable={false} />,
  <DateField key="createdAt" source="createdAt" label="resources.api-keys.fields.createdAt" />,
];
