/** Small display fields shared by the submission list and detail. */
import { Chip } from '@mui/material';
import { FunctionField, useRecordContext, type FunctionFieldProps } from 'react-admin';
import { USER_STATUS_COLORS, type SubmissionStatus, type UserStatus } from '@bcu/api/contracts';
import { formatCalendarDate, formatDate, formatDateTime, formatPhone } from '../../format';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_TYPE_LABELS } from '../../texts';
import { SUBMISSION_STATUS_CHIP, chipColorOf } from './labels';
import type { PhoneValue } from './types';

type FieldProps = { source: string; label?: string; sortable?: boolean; sortBy?: string } & Pick<
  FunctionFieldProps,
  'sx'
>;

/** The value at a dotted path of a record ('values.volume'). */
export const valueAt = (record: Record<string, unknown> | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), record);

/** A timestamp as dd.MM.yyyy (spec 3 §9). */
export const DateField = ({ source, ...rest }: FieldProps) => (
  <FunctionField source={source} {...rest} render={(r) => formatDate(valueAt(r, source) as string)} />
);

/** A timestamp with its time, dd.MM.yyyy HH:mm:ss: when an event, a submission or a decision happened. */
export const DateTimeField = ({ source, ...rest }: FieldProps) => (
  <FunctionField source={source} {...rest} render={(r) => formatDateTime(valueAt(r, source) as string)} />
);

/** A calendar date (yyyy-MM-dd) as dd.MM.yyyy. */
export const CalendarDateField = ({ source, ...rest }: FieldProps) => (
  <FunctionField source={source} {...rest} render={(r) => formatCalendarDate(valueAt(r, source) as string)} />
);

export const PhoneField = ({ source, ...rest }: FieldProps) => (
  <FunctionField source={source} {...rest} render={(r) => formatPhone(valueAt(r, source) as PhoneValue)} />
);

export const SubmissionTypeField = ({ source = 'type', ...rest }: Partial<FieldProps>) => (
  <FunctionField
    source={source}
    {...rest}
    render={(r) => SUBMISSION_TYPE_LABELS[r[source] as keyof typeof SUBMISSION_TYPE_LABELS] ?? r[source]}
  />
);

export const SubmissionStatusChip = () => {
  const record = useRecordContext<{ status?: SubmissionStatus }>();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      label={SUBMISSION_STATUS_LABELS[record.status] ?? record.status}
      color={SUBMISSION_STATUS_CHIP[record.status] ?? 'default'}
      data-testid="submission-status"
    />
  );
};

export const UserStatusChip = ({ source = 'status' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const status = valueAt(record, source) as UserStatus | undefined;
  if (!status) return null;
  return <Chip size="small" label={status} color={chipColorOf(USER_STATUS_COLORS[status])} />;
};
