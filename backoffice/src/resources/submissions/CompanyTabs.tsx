/**
 * The Company Info and Users tab contents of a submission (spec 3 §2.1), shared by the account Registration and the
 * BCU submissions (BCURegistration, BCUTransfer, BCURetirement).
 */
import { Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  SimpleShowLayout,
  TextField,
  UrlField,
} from 'react-admin';
import { COMPANY_TYPE_LABELS, USER_TYPE_LABELS, type CompanyType, type UserType } from '@bcu/api/contracts';
import { TEXT } from '../../texts';
import { CalendarDateField, DateField, PhoneField, UserStatusChip } from './fields';
import type { SubmissionDetail } from './types';

export const companyTypeLabel = (type: CompanyType | null | undefined) =>
  type ? (COMPANY_TYPE_LABELS[type] ?? type) : '';
export const userTypeLabel = (type: UserType | null | undefined) => (type ? (USER_TYPE_LABELS[type] ?? type) : '');

/** In a SimpleShowLayout so each field keeps its label inside a tab. */
export const CompanyInfoContent = () => (
  <SimpleShowLayout sx={{ p: 0 }}>
    <TextField source="company.name" label="Company name" />
    <FunctionField<SubmissionDetail> label="Account type" render={(r) => companyTypeLabel(r.company?.type)} />
    <TextField source="company.status" label="Account status" />
    <TextField source="company.registrationIdentification" label="Registration Identification" emptyText="—" />
    <TextField source="company.registrationNumber" label="Registration Number" emptyText="—" />
    <TextField source="company.streetAddress" label="Street Address" emptyText="—" />
    <TextField source="company.streetAddressLineTwo" label="Street Address (line 2)" emptyText="—" />
    <TextField source="company.zip" label="ZIP" emptyText="—" />
    <TextField source="company.city" label="City" emptyText="—" />
    <TextField source="company.country" label="Country" emptyText="—" />
    <PhoneField source="company.phone" label="Phone" />
    <UrlField source="company.website" label="Website" emptyText="—" target="_blank" rel="noopener noreferrer" />
    <FunctionField<SubmissionDetail> label="PO number" render={(r) => r.company?.rsb ?? '—'} />
    <CalendarDateField source="company.certificateStartDate" label="Certificate start date" />
    <CalendarDateField source="company.certificateEndDate" label="Certificate end date" />
    <BooleanField source="company.hasSignedLetter" label="Signed company letter" />
    <DateField source="company.createdAt" label="Created" />
  </SimpleShowLayout>
);

export const UsersContent = () => (
  <ArrayField source="users" label={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{TEXT.noResult}</Typography>}>
      <TextField source="SUID" label="SUID" />
      <FunctionField label="Name" render={(u) => `${u.firstName} ${u.lastName}`} />
      <EmailField source="email" label="E-mail" />
      <TextField source="position" label="Position" emptyText="—" />
      <PhoneField source="cellPhone" label="Phone" />
      <TextField source="role" label="Role" />
      <FunctionField label="Type" render={(u) => userTypeLabel(u.type)} />
      <FunctionField label="Status" render={() => <UserStatusChip />} />
      <BooleanField source="isEmailConfirmed" label="E-mail confirmed" />
      <DateField source="createdAt" label="Created" />
    </Datagrid>
  </ArrayField>
);
