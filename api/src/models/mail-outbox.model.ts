import { Entity, model, property } from '@loopback/repository';

/** A row of `mail_outbox`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'mail_outbox' } } })
export class MailOutbox extends Entity {
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
    postgresql: { columnName: 'recipient', dataType: 'text', nullable: 'NO' },
  })
  recipient!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'subject', dataType: 'text', nullable: 'NO' } })
  subject!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'body_text', dataType: 'text', nullable: 'NO' },
  })
  bodyText!: string;

  @property({ type: 'string', postgresql: { columnName: 'body_html', dataType: 'text', nullable: 'YES' } })
  bodyHtml?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'sent_at', dataType: 'timestamptz', nullable: 'YES' } })
  sentAt?: Date | null;

  @property({ type: 'string', postgresql: { columnName: 'error', dataType: 'text', nullable: 'YES' } })
  error?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'claimed_until', dataType: 'timestamptz', nullable: 'YES' } })
  claimedUntil?: Date | null;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<MailOutbox>) {
    super(data);
  }
}
