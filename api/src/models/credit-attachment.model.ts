import { Entity, model, property } from '@loopback/repository';

/** A row of `credit_attachments`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'credit_attachments' } } })
export class CreditAttachment extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'file_id', dataType: 'uuid', nullable: 'NO' },
  })
  fileId?: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'credit_id', dataType: 'uuid', nullable: 'NO' },
  })
  creditId!: string;

  @property({ type: 'string', postgresql: { columnName: 'uploaded_by', dataType: 'uuid', nullable: 'YES' } })
  uploadedBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<CreditAttachment>) {
    super(data);
  }
}
