import { Entity, model, property } from '@loopback/repository';

/** A row of `one_time_codes`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'one_time_codes' } } })
export class OneTimeCode extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'email', dataType: 'text', nullable: 'NO' } })
  email!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'code_hash', dataType: 'text', nullable: 'NO' },
  })
  codeHash!: string;

  @property({ type: 'number', postgresql: { columnName: 'attempts', dataType: 'int4', nullable: 'NO' } })
  attempts?: number;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  @property({ type: 'date', postgresql: { columnName: 'consumed_at', dataType: 'timestamptz', nullable: 'YES' } })
  consumedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<OneTimeCode>) {
    super(data);
  }
}
