import { Entity, model, property } from '@loopback/repository';

/** A row of `statement_documents`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'statement_documents' } } })
export class StatementDocument extends Entity {
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
    postgresql: { columnName: 'statement_id', dataType: 'uuid', nullable: 'NO' },
  })
  statementId!: string;

  @property({ type: 'string', postgresql: { columnName: 'statement_credit_id', dataType: 'uuid', nullable: 'YES' } })
  statementCreditId?: string | null;

  @property({ type: 'string', required: true, postgresql: { columnName: 'file_id', dataType: 'uuid', nullable: 'NO' } })
  fileId!: string;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<StatementDocument>) {
    super(data);
  }
}
