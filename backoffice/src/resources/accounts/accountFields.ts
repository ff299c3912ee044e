/** Choices and labels of the account screens, from the contract enums. */
import {
  ADMIN_COMPANY_STATUSES,
  AdminAccountUpdate,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  COMPANY_TYPE_LABELS,
  COUNTRY_NAMES,
  REGISTRATION_IDENTIFICATIONS,
  type CompanyType,
} from '@bcu/api/contracts';
import { fieldValidator, optionalFieldValidator } from '../../zodField';

export const COMPANY_TYPE_CHOICES = COMPANY_TYPES.map((id) => ({ id, name: COMPANY_TYPE_LABELS[id] }));
export const COMPANY_STATUS_CHOICES = COMPANY_STATUSES.map((id) => ({ id, name: id }));
/** The statuses an admin sets (the edit form offers only these, without a blank entry). */
export const ADMIN_COMPANY_STATUS_CHOICES = ADMIN_COMPANY_STATUSES.map((id) => ({ id, name: id }));
export const companyTypeLabel = (type: CompanyType | undefined): string => (type ? COMPANY_TYPE_LABELS[type] : '');

/** spec 3 §7 Downloads: the account's signed letter is saved as signed_letter_{id}.pdf. */
export const signedLetterFileName = (id: string): string => `signed_letter_${id}.pdf`;

const shape = AdminAccountUpdate.shape;
/** Validators of the account edit, with the contract's messages ('Address is required', …). */
export const validateAccount = {
  name: fieldValidator(shape.name.unwrap()),
  registrationNumber: fieldValidator(shape.registrationNumber.unwrap()),
  streetAddress: fieldValidator(shape.streetAddress.unwrap()),
  streetAddressLineTwo: optionalFieldValidator(shape.streetAddressLineTwo.unwrap()),
  zip: fieldValidator(shape.zip.unwrap()),
  city: fieldValidator(shape.city.unwrap()),
  country: fieldValidator(shape.country.unwrap()),
  phoneCode: fieldValidator(shape.phone.unwrap().shape.code),
  phoneNumber: fieldValidator(shape.phone.unwrap().shape.number),
  website: optionalFieldValidator(shape.website.unwrap()),
};

export const REGISTRATION_IDENTIFICATION_CHOICES = REGISTRATION_IDENTIFICATIONS.map((id) => ({ id, name: id }));
export const COUNTRY_CHOICES = COUNTRY_NAMES.map((id) => ({ id, name: id }));
