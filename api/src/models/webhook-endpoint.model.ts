import { Entity, model, property } from '@loopback/repository';

/** A row of `webhook_endpoints`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'webhook_endpoints' } } })
export class WebhookEndpoint extends Entity {
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

  @property({ type: 'string', required: true, postgresql: { columnName: 'url', dataType: 'text', nullable: 'NO' } })
  url!: string;

  @property({
    type: 'array',
    itemType: 'string',
    required: true,
    postgresql: { columnName: 'events', dataType: '_text', nullable: 'NO' },
  })
  events!: string[];

  @property({ type: 'string', required: true, postgresql: { columnName: 'secret', dataType: 'text', nullable: 'NO' } })
  secret!: string;

  @property({ type: 'string', postgresql: { columnName: 'created_by', dataType: 'uuid', nullable: 'YES' } })
  createdBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'secret_rolled_at', dataType: 'timestamptz', nullable: 'YES' } })
  secretRolledAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'removed_at', dataType: 'timestamptz', nullable: 'YES' } })
  removedAt?: Date | null;

  constructor(data?: Partial<WebhookEndpoint>) {
    super(data);
  }
}
