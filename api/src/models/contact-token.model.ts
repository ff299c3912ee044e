import { Entity, model, property } from '@loopback/repository';

/** A row of `contact_tokens`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'contact_tokens' } } })
export class ContactToken extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'token_hash', dataType: 'text', nullable: 'NO' },
  })
  tokenHash?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({ type: 'string', postgresql: { columnName: 'created_by_user_id', dataType: 'uuid', nullable: 'YES' } })
  createdByUserId?: string | null;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<ContactToken>) {
    super(data);
  }
}
