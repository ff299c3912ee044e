import { Entity, model, property } from '@loopback/repository';

/** A row of `targets`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'targets' } } })
export class Target extends Entity {
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

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'indicator', dataType: 'text', nullable: 'NO' },
  })
  indicator!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'name', dataType: 'varchar', nullable: 'NO' } })
  name!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'value_kg', dataType: 'int8', nullable: 'NO' },
  })
  valueKg!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'start_date', dataType: 'date', nullable: 'NO' },
  })
  startDate!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'end_date', dataType: 'date', nullable: 'NO' },
  })
  endDate!: string;

  @property({ type: 'string', postgresql: { columnName: 'created_by', dataType: 'uuid', nullable: 'YES' } })
  createdBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<Target>) {
    super(data);
  }
}
