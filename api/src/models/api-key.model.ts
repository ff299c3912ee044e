import { Entity, model, property } from '@loopback/repository';

/** A row of `api_keys`: a company's API key, its secret kept only as a hash. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'api_keys' } } })
export class ApiKey extends Entity {
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
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'name', dataType: 'varchar', nullable: 'NO' } })
  name!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'prefix', dataType: 'text', nullable: 'NO' } })
  prefix!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'secret_hash', dataType: 'text', nullable: 'NO' },
  })
  secretHash!: string;

  @property({
    type: 'array',
    itemType: 'string',
    required: true,
    postgresql: { columnName: 'scopes', dataType: '_text', nullable: 'NO' },
  })
  scopes!: string[];

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'created_by', dataType: 'uuid', nullable: 'NO' },
  })
  createdBy!: string;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'last_used_at', dataType: 'timestamptz', nullable: 'YES' } })
  lastUsedAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'revoked_at', dataType: 'timestamptz', nullable: 'YES' } })
  revokedAt?: Date | null;

  @property({ type: 'string', postgresql: { columnName: 'revoked_by', dataType: 'uuid', nullable: 'YES' } })
  revokedBy?: string | null;

  constructor(data?: Partial<ApiKey>) {
    super(data);
  }
}
