/**
 * Resources saved with PUT whose body is not the whole record: the contract accepts only the editable field
 * (unknown fields are rejected), so the record as react-admin holds it is reduced to that body here.
 */
import type { RaRecord } from 'react-admin';
import type { ParameterUpdate } from '@bcu/api/contracts';

export const PUT_BODIES: Record<string, (data: Partial<RaRecord>) => Record<string, unknown>> = {
  /** A link sends its url (empty → null: the link is cleared); a banner switch its 'true' / 'false'. */
  parameters: (data): ParameterUpdate =>
    data.kind === 'link'
      ? { url: typeof data.url === 'string' && data.url.trim() !== '' ? data.url.trim() : null }
      : { value: data.value === true || data.value === 'true' ? 'true' : 'false' },
};
