/** Choices and labels of the account screens, from the contract enums. */
import { COMPANY_STATUSES, COMPANY_TYPES, COMPANY_TYPE_LABELS, type CompanyType } from '@bcu/api/contracts';

export const COMPANY_TYPE_CHOICES = COMPANY_TYPES.map((id) => ({ id, name: COMPANY_TYPE_LABELS[id] }));
export const COMPANY_STATUS_CHOICES = COMPANY_STATUSES.map((id) => ({ id, name: id }));
export const companyTypeLabel = (type: CompanyType | undefined): string => (type ? COMPANY_TYPE_LABELS[type] : '');

/** spec 3 §7 Downloads: the account's signed letter is saved as signed_letter_{id}.pdf. */
export const signedLetterFileName = (id: string): string => `signed_letter_${id}.pdf`;
