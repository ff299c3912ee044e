import { Entity, model, property } from '@loopback/repository';

/** A row of `auditor_access`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'auditor_access' } } })
export class AuditorAccess extends Entity {
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
    postgresql: { columnName: 'auditor_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  auditorCompanyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<AuditorAccess>) {
    super(data);
  }
}
