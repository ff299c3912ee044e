import { Entity, model, property } from '@loopback/repository';

/** A row of `credit_events`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'credit_events' } } })
export class CreditEvent extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'int8', nullable: 'NO' },
  })
  id?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'credit_id', dataType: 'uuid', nullable: 'NO' },
  })
  creditId!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'event', dataType: 'text', nullable: 'NO' } })
  event!: string;

  @property({ type: 'string', postgresql: { columnName: 'bcuid', dataType: 'text', nullable: 'YES' } })
  bcuid?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'pre_status', dataType: 'text', nullable: 'YES' } })
  preStatus?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'post_status', dataType: 'text', nullable: 'YES' } })
  postStatus?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'amount_kg', dataType: 'int8', nullable: 'YES' } })
  amountKg?: string | null;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'triggered_by', dataType: 'text', nullable: 'NO' },
  })
  triggeredBy!: string;

  @property({ type: 'string', postgresql: { columnName: 'user_id', dataType: 'uuid', nullable: 'YES' } })
  userId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'initiator_name', dataType: 'text', nullable: 'YES' } })
  initiatorName?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'account_company_id', dataType: 'uuid', nullable: 'YES' } })
  accountCompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'account_name', dataType: 'text', nullable: 'YES' } })
  accountName?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'holder_company_id', dataType: 'uuid', nullable: 'YES' } })
  holderCompanyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'holder_name', dataType: 'text', nullable: 'YES' } })
  holderName?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'submission_id', dataType: 'uuid', nullable: 'YES' } })
  submissionId?: string | null;

  @property({ type: 'object', postgresql: { columnName: 'details', dataType: 'jsonb', nullable: 'NO' } })
  details?: object;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<CreditEvent>) {
    super(data);
  }
}
