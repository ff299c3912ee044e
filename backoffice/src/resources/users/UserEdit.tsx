/**
 * Admin edit of a user (spec 3 §5 "User edit"): pessimistic, only changed fields are sent (see patchUpdate.ts),
 * validators and messages from the contract, status choices with the Locked rule applied. Admins only: the
 * matrix keeps auditors out and the server refuses them whatever the UI shows.
 */
import {
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { Box } from '@mui/material';
import { MSG, type AdminUser } from '@bcu/api/contracts';
import { editStatusChoices, userDisplayName, validateUser } from './userFields';

const UserTitle = () => <span>{userDisplayName(useRecordContext<AdminUser>())}</span>;

const StatusInput = () => {
  const record = useRecordContext<AdminUser>();
  return (
    <SelectInput
      source="status"
      label="resources.users.fields.status"
      choices={editStatusChoices(record?.status, record?.prevStatus)}
    />
  );
};

/** Users are never deleted here: removal is a status (spec 3 §4). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const mutationOptions = {
    onSuccess: (data: AdminUser) => {
      notify(MSG.userUpdated, { type: 'success' });
      redirect('show', 'users', data.id);
    },
    onError: (e: unknown) => {
      const message = e instanceof Error && e.message ? e.message : MSG.unknownError;
      notify(`${MSG.usersNotUpdated}: ${message}`, { type: 'error' });
    },
  };
  return (
    <Edit title={<UserTitle />} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <TextInput source="firstName" label="resources.users.fields.firstName" validate={validateUser.firstName} />
        <TextInput source="lastName" label="resources.users.fields.lastName" validate={validateUser.lastName} />
        <TextInput source="position" label="resources.users.fields.position" validate={validateUser.position} />
        <TextInput source="email" label="resources.users.fields.email" type="email" validate={validateUser.email} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextInput
            source="cellPhone.code"
            label="resources.users.fields.cellPhone.code"
            validate={validateUser.phoneCode}
          />
          <TextInput
            source="cellPhone.number"
            label="resources.users.fields.cellPhone.number"
            validate={validateUser.phoneNumber}
          />
        </Box>
        <StatusInput />
      </SimpleForm>
    </Edit>
  );
};
