import { Entity, model, property } from '@loopback/repository';

/** A row of `ref_certification_schemes`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'ref_certification_schemes' } } })
export class RefCertificationScheme extends Entity {
  @property({
    type: 'number',
    id: true,
    required: true,
    postgresql: { columnName: 'id', dataType: 'int4', nullable: 'NO' },
  })
  id?: number;

  @property({ type: 'string', required: true, postgresql: { columnName: 'name', dataType: 'text', nullable: 'NO' } })
  name!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'baseline_value', dataType: 'numeric', nullable: 'NO' },
  })
  baselineValue!: string;

  @property({ type: 'string', postgresql: { columnName: 'fuel_emission_factor', dataType: 'numeric', nullable: 'NO' } })
  fuelEmissionFactor?: string;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<RefCertificationScheme>) {
    super(data);
  }
}
