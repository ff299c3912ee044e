/**
 * The submission detail of spec 3 §2.1: a back link 'Submissions List', the submission type in the header,
 * Reject/Approve while Pending (not for auditors). A Registration shows the tabs Company Info, Users Info,
 * User Profile and Note; the other types show their common fields for now.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Divider, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  Labeled,
  ListButton,
  Show,
  SimpleShowLayout,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
} from 'react-admin';
import { COMPANY_TYPE_LABELS, USER_TYPE_LABELS, type CompanyType, type UserType } from '@bcu/api/contracts';
import { SUBMISSION_TYPE_LABELS, TEXT } from '../../texts';
import {
  CalendarDateField,
  DateField,
  PhoneField,
  SubmissionStatusChip,
  SubmissionTypeField,
  UserStatusChip,
} from './fields';
import { NoteEditor } from './NoteEditor';
import { ReviewButtons } from './ReviewButtons';
import { SignedLetterButton } from './SignedLetterButton';
import type { SubmissionDetail } from './types';

const SubmissionTitle = () => {
  const record = useRecordContext<SubmissionDetail>();
  if (!record) return null;
  return (
    <span>
      {SUBMISSION_TYPE_LABELS[record.type] ?? record.type}
      {record.companyName ? ` — ${record.companyName}` : ''}
    </span>
  );
};

const SubmissionActions = () => (
  <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
    <ListButton label={TEXT.submissionsList} icon={<ArrowBackIcon />} />
    <Box sx={{ display: 'flex', gap: 1 }}>
      <SignedLetterButton />
      <ReviewButtons />
    </Box>
  </TopToolbar>
);

/** The header of every submission: type, status and the review outcome once there is one. */
const SubmissionHeader = () => {
  const record = useRecordContext<SubmissionDetail>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Typography variant="h5" component="h1" data-testid="submission-type">
        {SUBMISSION_TYPE_LABELS[record.type] ?? record.type}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mt: 1, mb: 1 }}>
        <Labeled label="Status">
          <SubmissionStatusChip />
        </Labeled>
        <Labeled label="Created">
          <DateField source="createdAt" />
        </Labeled>
        {record.reviewedAt && (
          <Labeled label="Reviewed">
            <DateField source="reviewedAt" />
          </Labeled>
        )}
        {record.reviewedBy && (
          <Labeled label="Reviewed by">
            <TextField source="reviewedBy" />
          </Labeled>
        )}
        {record.reviewMessage && (
          <Labeled label="Message">
            <TextField source="reviewMessage" />
          </Labeled>
        )}
      </Box>
      <Divider />
    </Box>
  );
};

const companyTypeLabel = (type: CompanyType | null | undefined) => (type ? (COMPANY_TYPE_LABELS[type] ?? type) : '');
const userTypeLabel = (type: UserType | null | undefined) => (type ? (USER_TYPE_LABELS[type] ?? type) : '');

const RegistrationTabs = () => (
  <TabbedShowLayout>
    <TabbedShowLayout.Tab label={TEXT.companyInfo}>
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
    </TabbedShowLayout.Tab>

    <TabbedShowLayout.Tab label={TEXT.usersInfo} path="users">
      <ArrayField source="users" label={false}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{TEXT.noResult}</Typography>}
        >
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
    </TabbedShowLayout.Tab>

    <TabbedShowLayout.Tab label={TEXT.userProfile} path="user-profile">
      <TextField source="applicant.SUID" label="SUID" emptyText="—" />
      <TextField source="applicant.firstName" label="Name" emptyText="—" />
      <TextField source="applicant.lastName" label="Surname" emptyText="—" />
      <EmailField source="applicant.email" label="E-mail" emptyText="—" />
      <TextField source="applicant.position" label="Position" emptyText="—" />
      <PhoneField source="applicant.cellPhone" label="Phone" />
      <TextField source="applicant.role" label="Role" emptyText="—" />
      <FunctionField<SubmissionDetail> label="Type" render={(r) => userTypeLabel(r.applicant?.type)} />
      <FunctionField label="Status" render={() => <UserStatusChip source="applicant.status" />} />
      <BooleanField source="applicant.isEmailConfirmed" label="E-mail confirmed" />
      <DateField source="applicant.createdAt" label="Created" />
    </TabbedShowLayout.Tab>

    <TabbedShowLayout.Tab label={TEXT.note} path="note">
      <NoteEditor />
    </TabbedShowLayout.Tab>
  </TabbedShowLayout>
);

/** Fields every submission has; the type-specific tabs of spec 3 §2.1 come with their API. */
const CommonFields = () => (
  <SimpleShowLayout>
    <SubmissionTypeField source="type" label="Type" />
    <TextField source="companyName" label="Company" emptyText="—" />
    <FunctionField<SubmissionDetail> label="Account type" render={(r) => companyTypeLabel(r.companyType)} />
    <TextField source="applicantName" label="Applicant" emptyText="—" />
    <EmailField source="applicantEmail" label="E-mail" emptyText="—" />
    <DateField source="updatedAt" label="Updated" />
  </SimpleShowLayout>
);

const SubmissionDetailLayout = () => {
  const record = useRecordContext<SubmissionDetail>();
  if (!record) return null;
  return (
    <>
      <SubmissionHeader />
      {record.type === 'Registration' ? <RegistrationTabs /> : <CommonFields />}
    </>
  );
};

export const SubmissionShow = () => (
  <Show actions={<SubmissionActions />} title={<SubmissionTitle />}>
    <SubmissionDetailLayout />
  </Show>
);
