import { Entity, model, property } from '@loopback/repository';

/** A row of `users`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'users' } } })
export class User extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', postgresql: { columnName: 'suid', dataType: 'text', nullable: 'NO' } })
  suid?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'email', dataType: 'text', nullable: 'NO' } })
  email!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'role', dataType: 'text', nullable: 'NO' } })
  role!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'type', dataType: 'text', nullable: 'NO' } })
  type!: string;

  @property({ type: 'string', postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' } })
  status?: string;

  @property({ type: 'string', postgresql: { columnName: 'prev_status', dataType: 'text', nullable: 'YES' } })
  prevStatus?: string | null;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'first_name', dataType: 'text', nullable: 'NO' },
  })
  firstName!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'last_name', dataType: 'text', nullable: 'NO' },
  })
  lastName!: string;

  @property({ type: 'string', postgresql: { columnName: 'position', dataType: 'text', nullable: 'YES' } })
  position?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'phone_code', dataType: 'text', nullable: 'YES' } })
  phoneCode?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'phone_number', dataType: 'text', nullable: 'YES' } })
  phoneNumber?: string | null;

  @property({ type: 'boolean', postgresql: { columnName: 'is_email_confirmed', dataType: 'bool', nullable: 'NO' } })
  isEmailConfirmed?: boolean;

  @property({ type: 'boolean', postgresql: { columnName: 'is_admin_approved', dataType: 'bool', nullable: 'NO' } })
  isAdminApproved?: boolean;

  @property({ type: 'boolean', postgresql: { columnName: 'connect_tour_completed', dataType: 'bool', nullable: 'NO' } })
  connectTourCompleted?: boolean;

  @property({ type: 'date', postgresql: { columnName: 'last_activity_at', dataType: 'timestamptz', nullable: 'YES' } })
  lastActivityAt?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<User>) {
    super(data);
  }
}
