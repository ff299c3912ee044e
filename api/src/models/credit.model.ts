import { Entity, model, property } from '@loopback/repository';

/** A row of `credits`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'credits' } } })
export class Credit extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', postgresql: { columnName: 'bcuid', dataType: 'text', nullable: 'YES' } })
  bcuid?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'parent_id', dataType: 'uuid', nullable: 'YES' } })
  parentId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'root_id', dataType: 'uuid', nullable: 'YES' } })
  rootId?: string | null;

  @property({
    type: 'string',
    postgresql: { columnName: 'registration_submission_id', dataType: 'uuid', nullable: 'YES' },
  })
  registrationSubmissionId?: string | null;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'issuer_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  issuerCompanyId!: string;

  @property({ type: 'string', postgresql: { columnName: 'registered_by_user_id', dataType: 'uuid', nullable: 'YES' } })
  registeredByUserId?: string | null;

  @property({ type: 'string', required: true, postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'volume_kg', dataType: 'int8', nullable: 'NO' },
  })
  volumeKg!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'co2eq_kg', dataType: 'int8', nullable: 'NO' },
  })
  co2eqKg!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'energy_mj', dataType: 'int8', nullable: 'NO' },
  })
  energyMj!: string;

  @property({ type: 'object', postgresql: { columnName: 'details', dataType: 'jsonb', nullable: 'NO' } })
  details?: object;

  @property({ type: 'string', postgresql: { columnName: 'pos_number', dataType: 'text', nullable: 'YES' } })
  posNumber?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'pos_file_id', dataType: 'uuid', nullable: 'YES' } })
  posFileId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'supplier_file_id', dataType: 'uuid', nullable: 'YES' } })
  supplierFileId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'registration_flow', dataType: 'text', nullable: 'YES' } })
  registrationFlow?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope1_company_id', dataType: 'uuid', nullable: 'YES' } })
  scope1CompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope3_company_id', dataType: 'uuid', nullable: 'YES' } })
  scope3CompanyId?: string | null;

  @property({
    type: 'string',
    postgresql: { columnName: 'scope3_logistic_company_id', dataType: 'uuid', nullable: 'YES' },
  })
  scope3LogisticCompanyId?: string | null;

  @property({ type: 'boolean', postgresql: { columnName: 'scope3_anonymity', dataType: 'bool', nullable: 'NO' } })
  scope3Anonymity?: boolean;

  @property({ type: 'string', postgresql: { columnName: 'credit_claim_country', dataType: 'text', nullable: 'YES' } })
  creditClaimCountry?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'reporting', dataType: 'text', nullable: 'YES' } })
  reporting?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'facilitator_company_id', dataType: 'uuid', nullable: 'YES' } })
  facilitatorCompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'facilitator_amount_kg', dataType: 'int8', nullable: 'YES' } })
  facilitatorAmountKg?: string | null;

  @property({
    type: 'boolean',
    postgresql: { columnName: 'transferred_by_facilitator', dataType: 'bool', nullable: 'NO' },
  })
  transferredByFacilitator?: boolean;

  @property({
    type: 'date',
    postgresql: { columnName: 'registration_approved_at', dataType: 'timestamptz', nullable: 'YES' },
  })
  registrationApprovedAt?: Date | null;

  @property({
    type: 'date',
    postgresql: { columnName: 'registration_denied_at', dataType: 'timestamptz', nullable: 'YES' },
  })
  registrationDeniedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'YES' } })
  expiresAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<Credit>) {
    super(data);
  }
}
