/** Labels, choices and validators of the user screens, from the contract enums and the update schema. */
import {
  USER_STATUSES,
  USER_TYPE_LABELS,
  AdminUserUpdate,
  statusChoicesFor,
  type UserStatus,
  type UserType,
} from '@bcu/api/contracts';
import { fieldValidator } from '../../zodField';

export const USER_STATUS_CHOICES = USER_STATUSES.map((id) => ({ id, name: id }));

/** The status choices of the edit form: the Locked rule of spec 3 §4 applied to the loaded user. */
export const editStatusChoices = (status: UserStatus | undefined, prevStatus: UserStatus | null | undefined) =>
  status ? statusChoicesFor(status, prevStatus ?? null).map((id) => ({ id, name: id })) : USER_STATUS_CHOICES;

/** 'Account owner' / 'User' (spec 3 §3). */
export const userTypeLabel = (type: UserType | undefined): string => (type ? USER_TYPE_LABELS[type] : '');

/** The header name of a user, else 'Unknown' (spec 3 §2.4). */
export const userDisplayName = (u: { firstName?: string | null; lastName?: string | null } | undefined): string =>
  [u?.firstName, u?.lastName].filter((s) => s && s.trim()).join(' ') || 'Unknown';

const shape = AdminUserUpdate.shape;
export const validateUser = {
  firstName: fieldValidator(shape.firstName.unwrap()),
  lastName: fieldValidator(shape.lastName.unwrap()),
  position: fieldValidator(shape.position.unwrap()),
  email: fieldValidator(shape.email.unwrap()),
  phoneCode: fieldValidator(shape.cellPhone.unwrap().shape.code),
  phoneNumber: fieldValidator(shape.cellPhone.unwrap().shape.number),
};
