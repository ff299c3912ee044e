import { Entity, model, property } from '@loopback/repository';

/** A row of `connect_profiles`. */
@model({ settings: { strict: true, postgresql: { schema: 'public', table: 'connect_profiles' } } })
export class ConnectProfile extends Entity {
  @property({
    type: 'string',
    id: true,
    required: true,
    postgresql: { columnName: 'company_id', dataType: 'uuid', nullable: 'NO' },
  })
  companyId?: string;

  @property({ type: 'boolean', postgresql: { columnName: 'is_discoverable', dataType: 'bool', nullable: 'NO' } })
  isDiscoverable?: boolean;

  @property({ type: 'boolean', postgresql: { columnName: 'is_anonymous', dataType: 'bool', nullable: 'NO' } })
  isAnonymous?: boolean;

  @property({ type: 'boolean', postgresql: { columnName: 'is_notify', dataType: 'bool', nullable: 'NO' } })
  isNotify?: boolean;

  @property({ type: 'boolean', postgresql: { columnName: 'is_offering', dataType: 'bool', nullable: 'NO' } })
  isOffering?: boolean;

  @property({ type: 'boolean', postgresql: { columnName: 'is_looking', dataType: 'bool', nullable: 'NO' } })
  isLooking?: boolean;

  @property({
    type: 'array',
    itemType: 'string',
    postgresql: { columnName: 'offer_tags', dataType: '_text', nullable: 'NO' },
  })
  offerTags?: string[];

  @property({
    type: 'array',
    itemType: 'string',
    postgresql: { columnName: 'looking_tags', dataType: '_text', nullable: 'NO' },
  })
  lookingTags?: string[];

  @property({ type: 'string', postgresql: { columnName: 'offer_pitch', dataType: 'varchar', nullable: 'NO' } })
  offerPitch?: string;

  @property({ type: 'string', postgresql: { columnName: 'looking_pitch', dataType: 'varchar', nullable: 'NO' } })
  lookingPitch?: string;

  @property({ type: 'boolean', postgresql: { columnName: 'rules_accepted', dataType: 'bool', nullable: 'NO' } })
  rulesAccepted?: boolean;

  @property({ type: 'string', postgresql: { columnName: 'updated_by', dataType: 'uuid', nullable: 'YES' } })
  updatedBy?: string | null;

  @property({ type: 'date', postgresql: { columnName: 'updated_at', dataType: 'timestamptz', nullable: 'NO' } })
  updatedAt?: Date;

  constructor(data?: Partial<ConnectProfile>) {
    super(data);
  }
}
