import { Entity, model, property } from '@loopback/repository';

/** A row of `files`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'files' } } })
export class File extends Entity {
  @property({
    type: 'string',
    id: true,
    generated: true,
    postgresql: { columnName: 'id', dataType: 'uuid', nullable: 'NO' },
  })
  id?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'kind', dataType: 'text', nullable: 'NO' } })
  kind!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'filename', dataType: 'text', nullable: 'NO' },
  })
  filename!: string;

  @property({
    type: 'string',
    required: true,
    postgresql: { columnName: 'mime_type', dataType: 'text', nullable: 'NO' },
  })
  mimeType!: string;

  @property({
    type: 'number',
    required: true,
    postgresql: { columnName: 'size_bytes', dataType: 'int4', nullable: 'NO' },
  })
  sizeBytes!: number;

  @property({ type: 'string', required: true, postgresql: { columnName: 'sha256', dataType: 'text', nullable: 'NO' } })
  sha256!: string;

  @property({
    type: 'buffer',
    required: true,
    postgresql: { columnName: 'content', dataType: 'bytea', nullable: 'NO' },
  })
  content!: Buffer;

  @property({ type: 'date', postgresql: { columnName: 'created_at', dataType: 'timestamptz', nullable: 'NO' } })
  createdAt?: Date;

  constructor(data?: Partial<File>) {
    super(data);
  }
}
