import { Entity, model, property } from '@loopback/repository';

/** A row of `account_fees`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'account_fees' } } })
export class AccountFee extends Entity {
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

  @property({ type: 'number', required: true, postgresql: { columnName: 'period', dataType: 'int4', nullable: 'NO' } })
  period!: number;

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

  @property({ type: 'string', postgresql: { columnName: 'account_fee', dataType: 'numeric', nullable: 'NO' } })
  accountFee?: string;

  @property({ type: 'boolean', postgresql: { columnName: 'account_fee_paid', dataType: 'bool', nullable: 'NO' } })
  accountFeePaid?: boolean;

  @property({ type: 'string', postgresql: { columnName: 'bcu_issued', dataType: 'numeric', nullable: 'YES' } })
  bcuIssued?: string | null;

  @property({ type: 'string', postgresql: { columnName: 'issue_rate', dataType: 'numeric', nullable: 'NO' } })
  issueRate?: string;

  @property({ type: 'string', postgresql: { columnName: 'volume_fee', dataType: 'numeric', nullable: 'YES' } })
  volumeFee?: string | null;

  @property({ type: 'boolean', postgresql: { columnName: 'volume_fee_paid', dataType: 'bool', nullable: 'NO' } })
  volumeFeePaid?: boolean;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<AccountFee>) {
    super(data);
  }
}
