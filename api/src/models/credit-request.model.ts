import { Entity, model, property } from '@loopback/repository';

/** A row of `credit_requests`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'credit_requests' } } })
export class CreditRequest extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'kind', dataType: 'text', nullable: 'NO' } })
  kind!: string;

  @property({ type: 'string', postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'credit_id', dataType: 'uuid', nullable: 'NO' },
  })
  creditId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'held_credit_id', dataType: 'uuid', nullable: 'NO' },
  })
  heldCreditId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'amount_kg', dataType: 'int8', nullable: 'NO' },
  })
  amountKg!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'amount_type', dataType: 'text', nullable: 'NO' },
  })
  amountType!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'amount_input', dataType: 'text', nullable: 'NO' },
  })
  amountInput!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'sender_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  senderCompanyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'sender_user_id', dataType: 'uuid', nullable: 'NO' },
  })
  senderUserId!: string;

  @property({ type: 'string', postgresql: { columnName: 'receiver_company_id', dataType: 'uuid', nullable: 'YES' } })
  receiverCompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'receiver_user_id', dataType: 'uuid', nullable: 'YES' } })
  receiverUserId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'on_behalf_company_id', dataType: 'uuid', nullable: 'YES' } })
  onBehalfCompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'bulk_id', dataType: 'uuid', nullable: 'YES' } })
  bulkId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'submission_id', dataType: 'uuid', nullable: 'YES' } })
  submissionId?: string | null;

  @property({ type: 'boolean', postgresql: { columnName: 'is_scope1_provider', dataType: 'bool', nullable: 'YES' } })
  isScope1Provider?: boolean | null;

  @property({ type: 'boolean', postgresql: { columnName: 'is_scope3_provider', dataType: 'bool', nullable: 'YES' } })
  isScope3Provider?: boolean | null;

  @property({ type: 'string', postgresql: { columnName: 'credit_claim_country', dataType: 'text', nullable: 'YES' } })
  creditClaimCountry?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'reporting', dataType: 'text', nullable: 'YES' } })
  reporting?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'scope3_company_id', dataType: 'uuid', nullable: 'YES' } })
  scope3CompanyId?: string | null;

  @property({ type: 'boolean', postgresql: { columnName: 'scope3_anonymity', dataType: 'bool', nullable: 'NO' } })
  scope3Anonymity?: boolean;

  @property({ type: 'string', postgresql: { columnName: 'statement_id', dataType: 'uuid', nullable: 'YES' } })
  statementId?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'decided_at', dataType: 'timestamptz', nullable: 'YES' } })
  decidedAt?: Date | null;

  @property({ type: 'string', postgresql: { columnName: 'decided_by_user_id', dataType: 'uuid', nullable: 'YES' } })
  decidedByUserId?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'completed_at', dataType: 'timestamptz', nullable: 'YES' } })
  completedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'YES' } })
  expiresAt?: Date | null;

  constructor(data?: Partial<CreditRequest>) {
    super(data);
  }
}
