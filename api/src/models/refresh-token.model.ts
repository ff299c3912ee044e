import { Entity, model, property } from '@loopback/repository';

/** A row of `refresh_tokens`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'refresh_tokens' } } })
export class RefreshToken extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'user_id', dataType: 'uuid', nullable: 'NO' } })
  userId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'token_hash', dataType: 'text', nullable: 'NO' },
  })
  tokenHash!: string;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  @property({ type: 'date', postgresql: { columnName: 'revoked_at', dataType: 'timestamptz', nullable: 'YES' } })
  revokedAt?: Date | null;

  @property({ type: 'string', postgresql: { columnName: 'replaced_by', dataType: 'uuid', nullable: 'YES' } })
  replacedBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'family_id', dataType: 'uuid', nullable: 'NO' },
  })
  familyId!: string;

  @property({ type: 'string', postgresql: { columnName: 'user_agent', dataType: 'text', nullable: 'YES' } })
  userAgent?: string | null;

  constructor(data?: Partial<RefreshToken>) {
    super(data);
  }
}
