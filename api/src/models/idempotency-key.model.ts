import { Entity, model, property } from '@loopback/repository';

/** A row of `idempotency_keys`: a company's `Idempotency-Key`, the request it was first used with and its answer. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'idempotency_keys' } } })
export class IdempotencyKey extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'key', dataType: 'text', nullable: 'NO' },
  })
  key!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'request_hash', dataType: 'text', nullable: 'NO' },
  })
  requestHash!: string;

  @property({ type: 'number', postgresql: { columnName: 'status', dataType: 'int4', nullable: 'YES' } })
  status?: number | null;

  @property({ type: 'object', postgresql: { columnName: 'response', dataType: 'jsonb', nullable: 'YES' } })
  response?: unknown;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<IdempotencyKey>) {
    super(data);
  }
}
