import { Entity, model, property } from '@loopback/repository';

/** A row of `retirement_statements`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'retirement_statements' } } })
export class RetirementStatement extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'rsid', dataType: 'text', nullable: 'NO' } })
  rsid!: string;

  @property({ type: 'date', postgresql: { columnName: 'issued_at', dataType: 'timestamptz', nullable: 'NO' } })
  issuedAt?: Date;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'beneficiary_name', dataType: 'text', nullable: 'NO' },
  })
  beneficiaryName!: string;

  @property({ type: 'boolean', postgresql: { columnName: 'is_anonymous', dataType: 'bool', nullable: 'NO' } })
  isAnonymous?: boolean;

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

  @property({ type: 'string', postgresql: { columnName: 'claim_country', dataType: 'text', nullable: 'YES' } })
  claimCountry?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'reporting', dataType: 'text', nullable: 'YES' } })
  reporting?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'retirement_request_id', dataType: 'uuid', nullable: 'YES' } })
  retirementRequestId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'submission_id', dataType: 'uuid', nullable: 'YES' } })
  submissionId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'product_type', dataType: 'text', nullable: 'YES' } })
  productType?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope1_company_id', dataType: 'uuid', nullable: 'YES' } })
  scope1CompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope1_name', dataType: 'text', nullable: 'YES' } })
  scope1Name?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope3_company_id', dataType: 'uuid', nullable: 'YES' } })
  scope3CompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope3_name', dataType: 'text', nullable: 'YES' } })
  scope3Name?: string | null;

  @property({
    type: 'string',
    postgresql: { columnName: 'scope3_logistic_company_id', dataType: 'uuid', nullable: 'YES' },
  })
  scope3LogisticCompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope3_logistic_name', dataType: 'text', nullable: 'YES' } })
  scope3LogisticName?: string | null;

  constructor(data?: Partial<RetirementStatement>) {
    super(data);
  }
}
