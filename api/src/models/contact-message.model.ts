import { Entity, model, property } from '@loopback/repository';

/** A row of `contact_messages`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'contact_messages' } } })
export class ContactMessage extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'kind', dataType: 'text', nullable: 'NO' } })
  kind!: string;

  @property({ type: 'string', postgresql: { columnName: 'user_id', dataType: 'uuid', nullable: 'YES' } })
  userId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'YES' } })
  companyId?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'first_name', dataType: 'text', nullable: 'YES' } })
  firstName?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'last_name', dataType: 'text', nullable: 'YES' } })
  lastName?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'company_name', dataType: 'text', nullable: 'YES' } })
  companyName?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'position', dataType: 'text', nullable: 'YES' } })
  position?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'email', dataType: 'text', nullable: 'YES' } })
  email?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'phone_code', dataType: 'text', nullable: 'YES' } })
  phoneCode?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'phone_number', dataType: 'text', nullable: 'YES' } })
  phoneNumber?: string | null;

  @property({ type: 'string', required: true, postgresql: { columnName: 'message', dataType: 'text', nullable: 'NO' } })
  message!: string;

  @property({ type: 'string', postgresql: { columnName: 'ip', dataType: 'text', nullable: 'YES' } })
  ip?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<ContactMessage>) {
    super(data);
  }
}
