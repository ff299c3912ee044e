import { Entity, model, property } from '@loopback/repository';

/** A row of `ref_conversion_processes`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'ref_conversion_processes' } } })
export class RefConversionProcess extends Entity {
  @property({
    type: 'number',
    id: true,
    required: true,
    postgresql: { columnName: 'id', dataType: 'int4', nullable: 'NO' },
  })
  id?: number;

  @property({ type: 'string', required: true, postgresql: { columnName: 'code', dataType: 'text', nullable: 'NO' } })
  code!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'name', dataType: 'text', nullable: 'NO' } })
  name!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'astm_annex', dataType: 'text', nullable: 'NO' },
  })
  astmAnnex!: string;

  @property({ type: 'number', required: true, postgresql: { columnName: 'sort', dataType: 'int4', nullable: 'NO' } })
  sort!: number;

  constructor(data?: Partial<RefConversionProcess>) {
    super(data);
  }
}
