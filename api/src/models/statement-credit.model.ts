import { Entity, model, property } from '@loopback/repository';

/** A row of `statement_credits`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'statement_credits' } } })
export class StatementCredit extends Entity {
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

  @property({
    type: 'number',
    required: true,
    postgresql: { columnName: 'position', dataType: 'int4', nullable: 'NO' },
  })
  position!: number;

  @property({ type: 'string', required: true, postgresql: { columnName: 'sid', dataType: 'text', nullable: 'NO' } })
  sid!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'credit_id', dataType: 'uuid', nullable: 'NO' },
  })
  creditId!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'bcuid', dataType: 'text', nullable: 'NO' } })
  bcuid!: string;

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

  constructor(data?: Partial<StatementCredit>) {
    super(data);
  }
}
