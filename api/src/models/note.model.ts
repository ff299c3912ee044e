import { Entity, model, property } from '@loopback/repository';

/** A row of `notes`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'notes' } } })
export class Note extends Entity {
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
    postgresql: { columnName: 'subject_type', dataType: 'text', nullable: 'NO' },
  })
  subjectType!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'subject_id', dataType: 'uuid', nullable: 'NO' },
  })
  subjectId!: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'body', dataType: 'text', nullable: 'NO' } })
  body!: string;

  @property({ type: 'string', postgresql: { columnName: 'updated_by', dataType: 'uuid', nullable: 'YES' } })
  updatedBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<Note>) {
    super(data);
  }
}
