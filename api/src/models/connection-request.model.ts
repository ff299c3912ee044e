import { Entity, model, property } from '@loopback/repository';

/** A row of `connection_requests`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'connection_requests' } } })
export class ConnectionRequest extends Entity {
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
    postgresql: { columnName: 'sender_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  senderCompanyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'receiver_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  receiverCompanyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'message', dataType: 'varchar', nullable: 'NO' },
  })
  message!: string;

  @property({ type: 'string', postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status?: string;

  @property({ type: 'string', postgresql: { columnName: 'review_message', dataType: 'varchar', nullable: 'YES' } })
  reviewMessage?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'created_by', dataType: 'uuid', nullable: 'YES' } })
  createdBy?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'reviewed_by', dataType: 'uuid', nullable: 'YES' } })
  reviewedBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'reviewed_at', dataType: 'timestamptz', nullable: 'YES' } })
  reviewedAt?: Date | null;

  constructor(data?: Partial<ConnectionRequest>) {
    super(data);
  }
}
