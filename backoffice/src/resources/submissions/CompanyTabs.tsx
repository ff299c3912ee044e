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
    <TextField source="company.name" label="resources.submissions.fields.company.name" />
    <FunctionField<SubmissionDetail>
      label="resources.submissions.labels.accountType"
      render={(r) => companyTypeLabel(r.company?.type)}
    />
    <TextField source="company.status" label="resources.submissions.fields.company.status" />
    <TextField
      source="company.registrationIdentification"
      label="resources.submissions.fields.company.registrationIdentification"
      emptyText="—"
    />
    <TextField
      source="company.registrationNumber"
      label="resources.submissions.fields.company.registrationNumber"
      emptyText="—"
    />
    <TextField
      source="company.streetAddress"
      label="resources.submissions.fields.company.streetAddress"
      emptyText="—"
    />
    <TextField
      source="company.streetAddressLineTwo"
      label="resources.submissions.fields.company.streetAddressLineTwo"
      emptyText="—"
    />
    <TextField source="company.zip" label="resources.submissions.fields.company.zip" emptyText="—" />
    <TextField source="company.city" label="resources.submissions.fields.company.city" emptyText="—" />
    <TextField source="company.country" label="resources.submissions.fields.company.country" emptyText="—" />
    <PhoneField source="company.phone" label="resources.submissions.fields.company.phone" />
    <UrlField
      source="company.website"
      label="resources.submissions.fields.company.website"
      emptyText="—"
      target="_blank"
      rel="noopener noreferrer"
    />
    <FunctionField<SubmissionDetail>
      label="resources.submissions.labels.poNumber"
      render={(r) => r.company?.rsb ?? '—'}
    />
    <CalendarDateField
      source="company.certificateStartDate"
      label="resources.submissions.fields.company.certificateStartDate"
    />
    <CalendarDateField
      source="company.certificateEndDate"
      label="resources.submissions.fields.company.certificateEndDate"
    />
    <BooleanField source="company.hasSignedLetter" label="resources.submissions.fields.company.hasSignedLetter" />
    <DateField source="company.createdAt" label="resources.submissions.fields.company.createdAt" />
  </SimpleShowLayout>
);

export const UsersContent = () => (
  <ArrayField source="users" label={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{TEXT.noResult}</Typography>}>
      <TextField source="SUID" label="resources.submissions.fields.SUID" />
      <FunctionField label="resources.submissions.labels.name" render={(u) => `${u.firstName} ${u.lastName}`} />
      <EmailField source="email" label="resources.submissions.fields.email" />
      <TextField source="position" label="resources.submissions.fields.position" emptyText="—" />
      <PhoneField source="cellPhone" label="resources.submissions.fields.cellPhone" />
      <TextField source="role" label="resources.submissions.fields.role" />
      <FunctionField label="resources.submissions.labels.type" render={(u) => userTypeLabel(u.type)} />
      <FunctionField label="resources.submissions.labels.status" render={() => <UserStatusChip />} />
      <BooleanField source="isEmailConfirmed" label="resources.submissions.fields.isEmailConfirmed" />
      <DateField source="createdAt" label="resources.submissions.fields.createdAt" />
    </Datagrid>
  </ArrayField>
);
