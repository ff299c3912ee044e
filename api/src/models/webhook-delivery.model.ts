import { Entity, model, property } from '@loopback/repository';

/** A row of `webhook_deliveries`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'webhook_deliveries' } } })
export class WebhookDelivery extends Entity {
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
    postgresql: { columnName: 'endpoint_id', dataType: 'uuid', nullable: 'NO' },
  })
  endpointId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'event_id', dataType: 'uuid', nullable: 'NO' },
  })
  eventId!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'type', dataType: 'text', nullable: 'NO' } })
  type!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'body', dataType: 'text', nullable: 'NO' } })
  body!: string;

  @property({ type: 'string', postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status?: string;

  @property({ type: 'number', postgresql: { columnName: 'attempts', dataType: 'int4', nullable: 'NO' } })
  attempts?: number;

  @property({ type: 'number', postgresql: { columnName: 'last_status_code', dataType: 'int4', nullable: 'YES' } })
  lastStatusCode?: number | null;

  @property({ type: 'string', postgresql: { columnName: 'last_error', dataType: 'text', nullable: 'YES' } })
  lastError?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'next_attempt_at', dataType: 'timestamptz', nullable: 'YES' } })
  nextAttemptAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'delivered_at', dataType: 'timestamptz', nullable: 'YES' } })
  deliveredAt?: Date | null;

  constructor(data?: Partial<WebhookDelivery>) {
    super(data);
  }
}
