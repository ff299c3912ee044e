import { Entity, model, property } from '@loopback/repository';

/** A row of `link_tokens`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'link_tokens' } } })
export class LinkToken extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'kind', dataType: 'text', nullable: 'NO' } })
  kind!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'token_hash', dataType: 'text', nullable: 'NO' },
  })
  tokenHash!: string;

  @property({ type: 'string', postgresql: { columnName: 'email', dataType: 'text', nullable: 'YES' } })
  email?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'user_id', dataType: 'uuid', nullable: 'YES' } })
  userId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'YES' } })
  companyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'created_by', dataType: 'uuid', nullable: 'YES' } })
  createdBy?: string | null;

  @property({ type: 'object', postgresql: { columnName: 'data', dataType: 'jsonb', nullable: 'NO' } })
  data?: object;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  @property({ type: 'date', postgresql: { columnName: 'used_at', dataType: 'timestamptz', nullable: 'YES' } })
  usedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<LinkToken>) {
    super(data);
  }
}
