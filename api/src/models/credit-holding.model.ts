import { Entity, model, property } from '@loopback/repository';

/**
 * A row of `credit_holdings` (migration 1763760003500): a change of what a company holds in a status — credits and
 * kilograms, negative for what was taken away — written only by the database's triggers on `credits`, summed by the
 * balance and folded per company and status by a job. Several rows share a company and status until folded.
 */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'credit_holdings' } } })
export class CreditHolding extends Entity {
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
    postgresql: { columnName: 'status', dataType: 'text', nullable: 'NO' },
  })
  status!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'credits', dataType: 'int8', nullable: 'NO' } })
  credits!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'volume_kg', dataType: 'int8', nullable: 'NO' },
  })
  volumeKg!: string;

  constructor(data?: Partial<CreditHolding>) {
    super(data);
  }
}
