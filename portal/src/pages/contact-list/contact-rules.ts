/**
 * Portal side of the contact list rules (spec 2 §2.11, §7): what an add answer means for the user, and the switches a
 * row offers. The rules themselves are the contract's (contactColumns / contactSwitches), which the API enforces.
 */
import { contactColumns, contactSwitches, MSG, type Contact, type ContactViewer } from '@bcu/api/contracts';
import { ApiError } from '../../api/http';

export type AddOutcome = { kind: 'success'; message: string } | { kind: 'error'; error: unknown };

/**
 * spec 2 §7: a 412 on add shows its message; an empty message is shown in success style (the company is already a
 * contact — nothing needed doing). The API client turns an empty message into 'Unknown error', so a 412 carrying it
 * is the empty case.
 */
export function addOutcome(error: unknown): AddOutcome {
  if (error instanceof ApiError && error.statusCode === 412 && (!error.message || error.message === MSG.unknownError))
    return { kind: 'success', message: MSG.success };
  return { kind: 'error', error };
}

export interface RowSwitches {
  retire: { shown: boolean; enabled: boolean };
  anonymity: { shown: boolean; enabled: boolean };
  operate: { shown: boolean; enabled: boolean };
}

/** The switches of one row: shown where the row's contact type has that meaning, enabled where the viewer may turn it. */
export function rowSwitches(viewer: ContactViewer, c: Contact): RowSwitches {
  const cols = contactColumns(viewer);
  const sw = contactSwitches(viewer, c);
  const type = c.to.type ?? '';
  const retireRow = type === 'Airline' || type === 'Forwarder';
  return {
    retire: { shown: cols.retireOnBehalf && retireRow, enabled: sw.onBehalfKind === 'retire' && sw.onBehalf },
    anonymity: { shown: cols.publicAnonymity && (retireRow || type === 'Facilitator'), enabled: sw.publicAnonymity },
    operate: {
      shown: cols.operateOnBehalf && type === 'Facilitator',
      enabled: sw.onBehalfKind === 'operate' && sw.onBehalf,
    },
  };
}
