import { Entity, model, property } from '@loopback/repository';

/** A row of `credentials`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'credentials' } } })
export class Credential extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'email', dataType: 'text', nullable: 'NO' },
  })
  email?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'password_hash', dataType: 'text', nullable: 'NO' },
  })
  passwordHash!: string;

  @property({ type: 'number', postgresql: { columnName: 'failed_attempts', dataType: 'int4', nullable: 'NO' } })
  failedAttempts?: number;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<Credential>) {
    super(data);
  }
}
