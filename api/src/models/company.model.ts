import { Entity, model, property } from '@loopback/repository';

/** A row of `companies`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'companies' } } })
export class Company extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'name', dataType: 'text', nullable: 'NO' } })
  name!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'type', dataType: 'text', nullable: 'NO' } })
  type!: string;

  @property({ type: 'string', postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'registration_number', dataType: 'text', nullable: 'NO' },
  })
  registrationNumber!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'registration_identification', dataType: 'text', nullable: 'NO' },
  })
  registrationIdentification!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'street_address', dataType: 'text', nullable: 'NO' },
  })
  streetAddress!: string;

  @property({
    type: 'string',
    postgresql: { columnName: 'street_address_line_two', dataType: 'text', nullable: 'YES' },
  })
  streetAddressLineTwo?: string | null;

  @property({ type: 'string', required: true, postgresql: { columnName: 'zip', dataType: 'text', nullable: 'NO' } })
  zip!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'city', dataType: 'text', nullable: 'NO' } })
  city!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'country', dataType: 'text', nullable: 'NO' } })
  country!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'phone_code', dataType: 'text', nullable: 'NO' },
  })
  phoneCode!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'phone_number', dataType: 'text', nullable: 'NO' },
  })
  phoneNumber!: string;

  @property({ type: 'string', postgresql: { columnName: 'website', dataType: 'text', nullable: 'YES' } })
  website?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'rsb', dataType: 'text', nullable: 'YES' } })
  rsb?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'certificate_start_date', dataType: 'date', nullable: 'YES' } })
  certificateStartDate?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'certificate_end_date', dataType: 'date', nullable: 'YES' } })
  certificateEndDate?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'signed_letter_file_id', dataType: 'uuid', nullable: 'YES' } })
  signedLetterFileId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'referred_by_company_id', dataType: 'uuid', nullable: 'YES' } })
  referredByCompanyId?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'approved_at', dataType: 'timestamptz', nullable: 'YES' } })
  approvedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'YES' } })
  expiresAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  @property({ type: 'string', postgresql: { columnName: 'logo_file_id', dataType: 'uuid', nullable: 'YES' } })
  logoFileId?: string | null;

  @property({
    type: 'date',
    postgresql: { columnName: 'expiry_notice_sent_at', dataType: 'timestamptz', nullable: 'YES' },
  })
  expiryNoticeSentAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'expiry_notice_for', dataType: 'timestamptz', nullable: 'YES' } })
  expiryNoticeFor?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'suspended_at', dataType: 'timestamptz', nullable: 'YES' } })
  suspendedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'inactive_at', dataType: 'timestamptz', nullable: 'YES' } })
  inactiveAt?: Date | null;

  constructor(data?: Partial<Company>) {
    super(data);
  }
}
