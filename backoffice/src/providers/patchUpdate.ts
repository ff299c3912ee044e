/**
 * Admin edits send only what changed (spec 3 §4 "Edit mode", §5): the fields of the resource's update schema
 * whose value differs from the record as loaded, with an emptied value sent as null. Nothing changed: no call.
 */
import type { Identifier, RaRecord } from 'react-admin';
import {
  CREDIT_EDIT_FIELDS,
  FEE_EDIT_FIELDS,
  NAMED_REFERENCE_EDIT_FIELDS,
  SCHEME_EDIT_FIELDS,
} from '@bcu/api/contracts';

/** The editable fields of each resource that is saved with PATCH (its update schema in the contracts). */
export const PATCH_FIELDS: Record<string, readonly string[]> = {
  users: ['firstName', 'lastName', 'position', 'email', 'cellPhone', 'status'],
  accounts: [
    'name',
    'registrationNumber',
    'registrationIdentification',
    'streetAddress',
    'streetAddressLineTwo',
    'zip',
    'city',
    'country',
    'phone',
    'website',
    'rsb',
    'certificateStartDate',
    'certificateEndDate',
    'status',
  ],
  fees: FEE_EDIT_FIELDS,
  credits: CREDIT_EDIT_FIELDS,
  'certification-schemes': SCHEME_EDIT_FIELDS,
  'feedstock-certifications': NAMED_REFERENCE_EDIT_FIELDS,
  incentives: NAMED_REFERENCE_EDIT_FIELDS,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedFields(
  data: Partial<RaRecord>,
  previous: Partial<RaRecord> | undefined,
  fields: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (!(f in data)) continue;
    const value = typeof data[f] === 'string' && data[f].trim() === '' ? null : data[f];
    if (!same(value, previous?.[f])) out[f] = value === undefined ? null : value;
  }
  return out;
}

export type PatchSender = (url: string, body: Record<string, unknown>) => Promise<RaRecord>;

/** The update of a PATCH resource: no call when nothing changed, else PATCH {url} with the changed fields. */
export async function patchUpdate(
  url: string,
  params: { id: Identifier; data: Partial<RaRecord>; previousData?: RaRecord },
  fields: readonly string[],
  send: PatchSender,
): Promise<{ data: RaRecord }> {
  const body = changedFields(params.data, params.previousData, fields);
  if (!Object.keys(body).length)
    return { data: { ...(params.previousData ?? {}), ...params.data, id: params.id } as RaRecord };
  return { data: await send(url, body) };
}
