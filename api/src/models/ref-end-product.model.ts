import { Entity, model, property } from '@loopback/repository';

/** A row of `ref_end_products`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'ref_end_products' } } })
export class RefEndProduct extends Entity {
  @property({
    type: 'number',
    id: true,
    required: true,
    postgresql: { columnName: 'id', dataType: 'int4', nullable: 'NO' },
  })
  id?: number;

  @property({ type: 'string', required: true, postgresql: { columnName: 'name', dataType: 'text', nullable: 'NO' } })
  name!: string;

  @property({ type: 'number', required: true, postgresql: { columnName: 'sort', dataType: 'int4', nullable: 'NO' } })
  sort!: number;

  constructor(data?: Partial<RefEndProduct>) {
    super(data);
  }
}
