import { Entity, model, property } from '@loopback/repository';

/** A row of `info_requests`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'info_requests' } } })
export class InfoRequest extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'credit_id', dataType: 'uuid', nullable: 'NO' },
  })
  creditId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'requester_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  requesterCompanyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'requester_user_id', dataType: 'uuid', nullable: 'NO' },
  })
  requesterUserId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'holder_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  holderCompanyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'target_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  targetCompanyId!: string;

  @property({ type: 'string', postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status?: string;

  @property({ type: 'string', postgresql: { columnName: 'answer', dataType: 'text', nullable: 'YES' } })
  answer?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'credit_claim_country', dataType: 'text', nullable: 'YES' } })
  creditClaimCountry?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'reporting', dataType: 'text', nullable: 'YES' } })
  reporting?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'answered_by_user_id', dataType: 'uuid', nullable: 'YES' } })
  answeredByUserId?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'answered_at', dataType: 'timestamptz', nullable: 'YES' } })
  answeredAt?: Date | null;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  constructor(data?: Partial<InfoRequest>) {
    super(data);
  }
}
