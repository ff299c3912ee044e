/**
 * Admin edit of Company Info (spec 3 §2.3, §5): pessimistic, only changed fields are sent (patchUpdate.ts),
 * validators with the contract's messages. Supplier accounts also edit the PO number and certificate dates.
 * Admins only: the matrix keeps auditors out and the server refuses them whatever the UI shows.
 */
import { Box } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { MSG, type AdminAccountDetail } from '@bcu/api/contracts';
import {
  ADMIN_COMPANY_STATUS_CHOICES,
  COUNTRY_CHOICES,
  REGISTRATION_IDENTIFICATION_CHOICES,
  validateAccount,
} from './accountFields';
import { errorText } from './errorText';

const AccountTitle = () => <span>{useRecordContext<AdminAccountDetail>()?.name ?? ''}</span>;

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.accounts.labels.saveChanges" />
  </Toolbar>
);

const SupplierFields = () => {
  const record = useRecordContext<AdminAccountDetail>();
  if (record?.type !== 'Supplier') return null;
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <TextInput source="rsb" label="resources.accounts.fields.rsb" />
      <DateInput source="certificateStartDate" label="resources.accounts.fields.certificateStartDate" />
      <DateInput source="certificateEndDate" label="resources.accounts.fields.certificateEndDate" />
    </Box>
  );
};

export const AccountEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const mutationOptions = {
    onSuccess: (data: AdminAccountDetail) => {
      notify(MSG.accountUpdated, { type: 'success' });
      redirect('show', 'accounts', data.id);
    },
    onError: (e: unknown) => notify(`${MSG.accountUpdateFailed}\n${errorText(e)}`, { type: 'error', multiLine: true }),
  };
  return (
    <Edit title={<AccountTitle />} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <TextInput source="name" label="resources.accounts.fields.name" validate={validateAccount.name} />
        <SelectInput
          source="status"
          label="resources.accounts.fields.status"
          choices={ADMIN_COMPANY_STATUS_CHOICES}
          validate={required()}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <SelectInput
            source="registrationIdentification"
            label="resources.accounts.fields.registrationIdentification"
            choices={REGISTRATION_IDENTIFICATION_CHOICES}
          />
          <TextInput
            source="registrationNumber"
            label="resources.accounts.fields.registrationNumber"
            validate={validateAccount.registrationNumber}
          />
        </Box>
        <TextInput
          source="streetAddress"
          label="resources.accounts.fields.streetAddress"
          validate={validateAccount.streetAddress}
        />
        <TextInput
          source="streetAddressLineTwo"
          label="resources.accounts.fields.streetAddressLineTwo"
          validate={validateAccount.streetAddressLineTwo}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextInput source="zip" label="resources.accounts.fields.zip" validate={validateAccount.zip} />
          <TextInput source="city" label="resources.accounts.fields.city" validate={validateAccount.city} />
          <AutocompleteInput
            source="country"
            label="resources.accounts.fields.country"
            choices={COUNTRY_CHOICES}
            validate={validateAccount.country}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextInput
            source="phone.code"
            label="resources.accounts.fields.phone.code"
            validate={validateAccount.phoneCode}
          />
          <TextInput
            source="phone.number"
            label="resources.accounts.fields.phone.number"
            validate={validateAccount.phoneNumber}
          />
        </Box>
        <TextInput source="website" label="resources.accounts.fields.website" validate={validateAccount.website} />
        <SupplierFields />
      </SimpleForm>
    </Edit>
  );
};
