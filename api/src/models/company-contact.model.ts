import { Entity, model, property } from '@loopback/repository';

/** A row of `company_contacts`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'company_contacts' } } })
export class CompanyContact extends Entity {
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
    postgresql: { columnName: 'from_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  fromCompanyId!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'to_company_id', dataType: 'uuid', nullable: 'NO' },
  })
  toCompanyId!: string;

  @property({ type: 'boolean', postgresql: { columnName: 'is_allow_on_behalf', dataType: 'bool', nullable: 'NO' } })
  isAllowOnBehalf?: boolean;

  @property({ type: 'boolean', postgresql: { columnName: 'is_public_anonymity', dataType: 'bool', nullable: 'NO' } })
  isPublicAnonymity?: boolean;

  @property({
    type: 'boolean',
    postgresql: { columnName: 'is_created_by_facilitator', dataType: 'bool', nullable: 'NO' },
  })
  isCreatedByFacilitator?: boolean;

  @property({ type: 'string', postgresql: { columnName: 'created_by_user_id', dataType: 'uuid', nullable: 'YES' } })
  createdByUserId?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<CompanyContact>) {
    super(data);
  }
}
