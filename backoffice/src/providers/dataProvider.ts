/**
 * ra-data-simple-rest over /api/admin (DESIGN §3: JSON array + Content-Range), plus the submission review
 * calls the REST dialect has no verb for. All writes are pessimistic: callers wait for the answer.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord, UpdateParams, UpdateResult } from 'react-admin';
import type { NoteUpdate, ReviewDecision } from '@bcu/api/contracts';
import { API_BASE, apiClient, httpClient } from './httpClient';
import { toHttpError } from './apiError';
import { PUT_BODIES } from './putBody';

export const ADMIN_BASE = `${API_BASE}/admin`;

export type ReviewVerb = 'approve' | 'reject';

export interface BackofficeDataProvider extends DataProvider {
  /** POST /api/admin/{resource}/{id}/approve|reject with an optional message → the updated record. */
  review(resource: string, params: { id: Identifier; verb: ReviewVerb } & ReviewDecision): Promise<{ data: RaRecord }>;
  /** PUT /api/admin/{resource}/{id}/note → the saved note. */
  saveNote(resource: string, params: { id: Identifier } & NoteUpdate): Promise<{ data: { note: string | null } }>;
  /** GET a file under /api as a Blob (raw response, bearer and refresh applied). */
  downloadFile(path: string): Promise<Blob>;
}

const base = simpleRestProvider(ADMIN_BASE, httpClient);
const recordUrl = (resource: string, id: Identifier) => `${ADMIN_BASE}/${resource}/${encodeURIComponent(String(id))}`;

export const dataProvider: BackofficeDataProvider = {
  ...base,
  /**
   * Resources with an update schema are PATCHed with the changed fields only (see patchUpdate.ts); those in
   * PUT_BODIES are PUT with just their editable field (see putBody.ts).
   */
  async update<R extends RaRecord = RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
    const putBody = PUT_BODIES[resource];
    if (putBody) {
      const { json } = await httpClient(recordUrl(resource, params.id), {
        method: 'PUT',
        body: JSON.stringify(putBody(params.data)),
      });
      return { data: json as R };
    }
    // the contract's field lists load with the first save, not with the login page
    const { PATCH_FIELDS, patchUpdate } = await import('./patchUpdate');
    const fields = PATCH_FIELDS[resource];
    if (!fields) return base.update<R>(resource, params);
    const { data } = await patchUpdate(recordUrl(resource, params.id), params, fields, async (url, body) => {
      const { json } = await httpClient(url, { method: 'PATCH', body: JSON.stringify(body) });
      return json;
    });
    return { data: data as R };
  },
  async review(resource, { id, verb, message }) {
    const body: ReviewDecision = message?.trim() ? { message: message.trim() } : {};
    const { json } = await httpClient(`${recordUrl(resource, id)}/${verb}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return { data: json };
  },
  async saveNote(resource, { id, note }) {
    const body: NoteUpdate = { note };
    const { json } = await httpClient(`${recordUrl(resource, id)}/note`, { method: 'PUT', body: JSON.stringify(body) });
    return { data: { note: (json && typeof json === 'object' && 'note' in json ? json.note : note) ?? null } };
  },
  async downloadFile(path) {
    const res = await apiClient.fetch(API_BASE + path, { headers: { Accept: 'application/pdf' } });
    if (!res.ok) {
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        body = undefined;
      }
      // spec 1 §8: a failed download shows the response status text.
      throw toHttpError(res.status, res.statusText || String(res.status), body);
    }
    return res.blob();
  },
};
