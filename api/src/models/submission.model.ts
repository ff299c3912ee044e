import { Entity, model, property } from '@loopback/repository';

/** A row of `submissions`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'submissions' } } })
export class Submission extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'type', dataType: 'text', nullable: 'NO' } })
  type!: string;

  @property({ type: 'string', postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({ type: 'string', postgresql: { columnName: 'user_id', dataType: 'uuid', nullable: 'YES' } })
  userId?: string | null;

  @property({ type: 'object', postgresql: { columnName: 'payload', dataType: 'jsonb', nullable: 'NO' } })
  payload?: object;

  @property({ type: 'string', postgresql: { columnName: 'review_message', dataType: 'text', nullable: 'YES' } })
  reviewMessage?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'reviewed_by', dataType: 'uuid', nullable: 'YES' } })
  reviewedBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'reviewed_at', dataType: 'timestamptz', nullable: 'YES' } })
  reviewedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<Submission>) {
    super(data);
  }
}
