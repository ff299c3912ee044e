import { Entity, model, property } from '@loopback/repository';

/** A row of `rate_limit_hits`: the hits of one client on one rate-limited endpoint in the current window. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'rate_limit_hits' } } })
export class RateLimitHit extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'key', dataType: 'text', nullable: 'NO' },
  })
  key!: string;

  @property({ type: 'number', required: true, postgresql: { columnName: 'hits', dataType: 'int4', nullable: 'NO' } })
  hits!: number;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'reset_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  resetAt!: Date;

  constructor(data?: Partial<RateLimitHit>) {
    super(data);
  }
}
