import { Entity, model, property } from '@loopback/repository';

/** A row of `settings_parameters`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'settings_parameters' } } })
export class SettingsParameter extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'key', dataType: 'text', nullable: 'NO' },
  })
  key?: string;

  @property({ type: 'string', required: true, postgresql: { columnName: 'value', dataType: 'text', nullable: 'NO' } })
  value!: string;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<SettingsParameter>) {
    super(data);
  }
}
