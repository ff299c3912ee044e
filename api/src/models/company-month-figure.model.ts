import { Entity, model, property } from '@loopback/repository';

/**
 * A row of `company_month_figures` (migration 1763760003600): one slot of a company's figures of one UTC month and
 * kind of completed transaction — written only by the database's triggers, read by the KPI and chart queries.
 */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'company_month_figures' } } })
export class CompanyMonthFigure extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId!: string;

  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'month', dataType: 'date', nullable: 'NO' },
  })
  month!: string;

  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'kind', dataType: 'text', nullable: 'NO' },
  })
  kind!: string;

  @property({
    type: 'number',
    id: true,
    postgresql: { columnName: 'slot', dataType: 'int2', nullable: 'NO' },
  })
  slot?: number;

  @property({ type: 'string', required: true, postgresql: { columnName: 'count', dataType: 'int8', nullable: 'NO' } })
  count!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'amount_kg', dataType: 'int8', nullable: 'NO' },
  })
  amountKg!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'co2eq_kg', dataType: 'int8', nullable: 'NO' },
  })
  co2eqKg!: string;

  constructor(data?: Partial<CompanyMonthFigure>) {
    super(data);
  }
}
