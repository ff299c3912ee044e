/** Shapes of GET /api/admin/submissions (list rows) and GET /api/admin/submissions/{id} (detail). */
import type {
  CompanyStatus,
  CompanyType,
  Role,
  SubmissionStatus,
  SubmissionType,
  UserStatus,
  UserType,
} from '@bcu/api/contracts';

export interface PhoneValue {
  code: string;
  number: string;
}

export interface Submission {
  id: string;
  type: SubmissionType;
  status: SubmissionStatus;
  companyId: string | null;
  companyName: string | null;
  companyType: CompanyType | null;
  applicantName: string | null;
  applicantEmail: string | null;
  createdAt: string;
  updatedAt: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewMessage: string | null;
}

export interface SubmissionCompany {
  id: string;
  name: string;
  type: CompanyType;
  status: CompanyStatus;
  registrationNumber: string | null;
  registrationIdentification: string | null;
  streetAddress: string | null;
  streetAddressLineTwo: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  phone: PhoneValue | null;
  website: string | null;
  rsb: string | null;
  certificateStartDate: string | null;
  certificateEndDate: string | null;
  hasSignedLetter: boolean;
  createdAt: string;
}

export interface SubmissionUser {
  id: string;
  SUID: string;
  firstName: string;
  lastName: string;
  email: string;
  position: string | null;
  cellPhone: PhoneValue | null;
  role: Role;
  type: UserType;
  status: UserStatus;
  isEmailConfirmed: boolean;
  createdAt: string;
}

export interface SubmissionDetail extends Submission {
  company?: SubmissionCompany | null;
  users?: SubmissionUser[];
  applicant?: SubmissionUser | null;
  note?: string | null;
}
