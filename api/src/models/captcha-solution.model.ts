import { Entity, model, property } from '@loopback/repository';

/** A row of `captcha_solutions`: the nonce of a challenge whose solution was redeemed, until the challenge expires. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'captcha_solutions' } } })
export class CaptchaSolution extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'nonce', dataType: 'text', nullable: 'NO' },
  })
  nonce!: string;

  @property({
    type: 'date',
    required: true,
    postgresql: { columnName: 'expires_at', dataType: 'timestamptz', nullable: 'NO' },
  })
  expiresAt!: Date;

  constructor(data?: Partial<CaptchaSolution>) {
    super(data);
  }
}
