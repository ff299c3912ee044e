import { Entity, model, property } from '@loopback/repository';

/** A row of `ref_chain_of_custody_models`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'ref_chain_of_custody_models' } } })
export class RefChainOfCustodyModel extends Entity {
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

  constructor(data?: Partial<RefChainOfCustodyModel>) {
    super(data);
  }
}
