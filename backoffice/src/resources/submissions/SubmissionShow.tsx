/**
 * The submission detail of spec 3 §2.1: a back link 'Submissions List', the submission type in the header,
 * Reject/Approve while Pending (not for auditors). A Registration shows the tabs Company Info, Users Info,
 * User Profile and Note; the other types show their common fields for now.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Divider, Typography } from '@mui/material';
import {
  BooleanField,
  EmailField,
  FunctionField,
  Labeled,
  ListButton,
  Show,
  SimpleShowLayout,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { SUBMISSION_TYPE_LABELS, TEXT } from '../../texts';
import {
  DateField,
  DateTimeField,
  PhoneField,
  SubmissionStatusChip,
  SubmissionTypeField,
  UserStatusChip,
} from './fields';
import { NoteEditor } from './NoteEditor';
import { ReviewButtons } from './ReviewButtons';
import { SignedLetterButton } from './SignedLetterButton';
import { CompanyInfoContent, UsersContent, companyTypeLabel, userTypeLabel } from './CompanyTabs';
import { BcuSubmissionTabs, isBcuSubmission } from './BcuSubmissionTabs';
import { ProfileUpdateTabs } from './ProfileUpdateTabs';
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
        <Labeled label="resources.submissions.labels.status">
          <SubmissionStatusChip />
        </Labeled>
        <Labeled label="resources.submissions.labels.created">
          <DateTimeField source="createdAt" />
        </Labeled>
        {record.reviewedAt && (
          <Labeled label="resources.submissions.labels.reviewed">
            <DateTimeField source="reviewedAt" />
          </Labeled>
        )}
        {record.reviewedBy && (
          <Labeled label="resources.submissions.labels.reviewedBy">
            <TextField source="reviewedBy" />
          </Labeled>
        )}
        {record.reviewMessage && (
          <Labeled label="resources.submissions.labels.message">
            <TextField source="reviewMessage" />
          </Labeled>
        )}
      </Box>
      <Divider />
    </Box>
  );
};

const RegistrationTabs = () => (
  <TabbedShowLayout>
    <TabbedShowLayout.Tab label={TEXT.companyInfo}>
      <CompanyInfoContent />
    </TabbedShowLayout.Tab>

    <TabbedShowLayout.Tab label={TEXT.usersInfo} path="users">
      <UsersContent />
    </TabbedShowLayout.Tab>

    <TabbedShowLayout.Tab label={TEXT.userProfile} path="user-profile">
      <TextField source="applicant.SUID" label="resources.submissions.fields.applicant.SUID" emptyText="—" />
      <TextField source="applicant.firstName" label="resources.submissions.fields.applicant.firstName" emptyText="—" />
      <TextField source="applicant.lastName" label="resources.submissions.fields.applicant.lastName" emptyText="—" />
      <EmailField source="applicant.email" label="resources.submissions.fields.applicant.email" emptyText="—" />
      <TextField source="applicant.position" label="resources.submissions.fields.applicant.position" emptyText="—" />
      <PhoneField source="applicant.cellPhone" label="resources.submissions.fields.applicant.cellPhone" />
      <TextField source="applicant.role" label="resources.submissions.fields.applicant.role" emptyText="—" />
      <FunctionField<SubmissionDetail>
        label="resources.submissions.labels.type"
        render={(r) => userTypeLabel(r.applicant?.type)}
      />
      <FunctionField
        label="resources.submissions.fields.applicant.status"
        render={() => <UserStatusChip source="applicant.status" />}
      />
      <BooleanField
        source="applicant.isEmailConfirmed"
        label="resources.submissions.fields.applicant.isEmailConfirmed"
      />
      <DateField source="applicant.createdAt" label="resources.submissions.fields.applicant.createdAt" />
    </TabbedShowLayout.Tab>

    <TabbedShowLayout.Tab label={TEXT.note} path="note">
      <NoteEditor />
    </TabbedShowLayout.Tab>
  </TabbedShowLayout>
);

/** Fields every submission has; the type-specific tabs of spec 3 §2.1 come with their API. */
const CommonFields = () => (
  <SimpleShowLayout>
    <SubmissionTypeField source="type" label="resources.submissions.fields.type" />
    <TextField source="companyName" label="resources.submissions.fields.companyName" emptyText="—" />
    <FunctionField<SubmissionDetail>
      label="resources.submissions.labels.accountType"
      render={(r) => companyTypeLabel(r.companyType)}
    />
    <TextField source="applicantName" label="resources.submissions.fields.applicantName" emptyText="—" />
    <EmailField source="applicantEmail" label="resources.submissions.fields.applicantEmail" emptyText="—" />
    <DateField source="updatedAt" label="resources.submissions.fields.updatedAt" />
  </SimpleShowLayout>
);

const SubmissionDetailLayout = () => {
  const record = useRecordContext<SubmissionDetail>();
  if (!record) return null;
  return (
    <>
      <SubmissionHeader />
      {record.type === 'Registration' ? (
        <RegistrationTabs />
      ) : record.type === 'ProfileUpdate' ? (
        <ProfileUpdateTabs />
      ) : isBcuSubmission(record.type) ? (
        <BcuSubmissionTabs type={record.type} />
      ) : (
        <CommonFields />
      )}
    </>
  );
};

export const SubmissionShow = () => (
  <Show actions={<SubmissionActions />} title={<SubmissionTitle />}>
    <SubmissionDetailLayout />
  </Show>
);
