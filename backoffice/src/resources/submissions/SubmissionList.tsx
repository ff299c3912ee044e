import { Datagrid, SearchInput, SelectInput, SimpleList, TextField, FunctionField } from 'react-admin';
import { AdminList } from '../../lists/AdminList';
import { formatDateTime } from '../../format';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_TYPE_LABELS } from '../../texts';
import { SUBMISSION_STATUS_CHOICES, SUBMISSION_TYPE_CHOICES } from './labels';
import { DateTimeField, SubmissionStatusChip, SubmissionTypeField } from './fields';
import type { Submission } from './types';

/** Filters of spec 3 §2.1: Type, Status and a search over company and applicant. */
const submissionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    label="resources.submissions.fields.type"
    choices={SUBMISSION_TYPE_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.submissions.fields.status"
    choices={SUBMISSION_STATUS_CHOICES}
    alwaysOn
  />,
];

/** On a phone: company, type with date and time, status. */
const SmallSubmissionList = () => (
  <SimpleList<Submission>
    rowClick="show"
    primaryText={(r) => r.companyName ?? '—'}
    secondaryText={(r) => `${SUBMISSION_TYPE_LABELS[r.type] ?? r.type} · ${formatDateTime(r.createdAt)}`}
    tertiaryText={(r) => SUBMISSION_STATUS_LABELS[r.status] ?? r.status}
  />
);

export const SubmissionList = () => (
  <AdminList
    small={<SmallSubmissionList />}
    filters={submissionFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <DateTimeField source="createdAt" label="resources.submissions.fields.createdAt" />
      <SubmissionTypeField source="type" label="resources.submissions.fields.type" />
      <TextField source="companyName" label="resources.submissions.fields.companyName" />
      <FunctionField<Submission>
        source="applicantName"
        label="resources.submissions.fields.applicantName"
        sortable={false}
        render={(r) => [r.applicantName, r.applicantEmail && `(${r.applicantEmail})`].filter(Boolean).join(' ')}
      />
      <FunctionField
        source="status"
        label="resources.submissions.fields.status"
        render={() => <SubmissionStatusChip />}
      />
    </Datagrid>
  </AdminList>
);
