import { Entity, model, property } from '@loopback/repository';

/** A row of `ref_incentives`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'ref_incentives' } } })
export class RefIncentive extends Entity {
  @property({
    type: 'number',
    id: true,
    required: true,
    postgresql: { columnName: 'id', dataType: 'int4', nullable: 'NO' },
  })
  id?: number;

  @property({ type: 'string', required: true, postgresql: { columnName: 'name', dataType: 'text', nullable: 'NO' } })
  name!: string;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<RefIncentive>) {
    super(data);
  }
}
