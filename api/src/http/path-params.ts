/**
 * Ids in request paths. An id that cannot name anything (not a UUID, not a positive 32-bit integer) is answered
 * like an id that names nothing: 404, never a 500 from the database's type check.
 */
import { z } from 'zod';
import { notFound } from './errors';

const Uuid = z.uuid();
const SerialId = z.coerce.number().int().positive().max(2_147_483_647);

/** A UUID path parameter; anything else is 404. */
export function uuidOr404(raw: string | undefined): string {
  const r = Uuid.safeParse(raw);
  if (!r.success) throw notFound();
  return r.data;
}

/** A serial (integer) path parameter, e.g. a reference value's id; anything else is 404. */
export function serialOr404(raw: string | undefined): number {
  const r = SerialId.safeParse(raw);
  if (!r.success) throw notFound();
  return r.data;
}
