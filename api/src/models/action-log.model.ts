import { Entity, model, property } from '@loopback/repository';

/** A row of `action_logs`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'action_logs' } } })
export class ActionLog extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'int8', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'kind', dataType: 'text', nullable: 'NO' } })
  kind!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'action', dataType: 'text', nullable: 'NO' } })
  action!: string;

  @property({ type: 'string', postgresql: { columnName: 'user_id', dataType: 'uuid', nullable: 'YES' } })
  userId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'YES' } })
  companyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'subject_type', dataType: 'text', nullable: 'YES' } })
  subjectType?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'subject_id', dataType: 'text', nullable: 'YES' } })
  subjectId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'ip', dataType: 'text', nullable: 'YES' } })
  ip?: string | null;

  @property({ type: 'object', postgresql: { columnName: 'details', dataType: 'jsonb', nullable: 'NO' } })
  details?: object;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'string', postgresql: { columnName: 'prev_hash', dataType: 'text', nullable: 'YES' } })
  prevHash?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'hash', dataType: 'text', nullable: 'YES' } })
  hash?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'chain_seq', dataType: 'int8', nullable: 'YES' } })
  chainSeq?: string | null;

  constructor(data?: Partial<ActionLog>) {
    super(data);
  }
}
