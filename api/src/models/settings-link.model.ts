import { Entity, model, property } from '@loopback/repository';

/** A row of `settings_links`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'settings_links' } } })
export class SettingsLink extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'key', dataType: 'text', nullable: 'NO' },
  })
  key?: string;

  @property({ type: 'string', postgresql: { columnName: 'url', dataType: 'text', nullable: 'YES' } })
  url?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'YES' } })
  updatedAt?: Date | null;

  constructor(data?: Partial<SettingsLink>) {
    super(data);
  }
}
