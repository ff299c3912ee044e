/**
 * The contact list (spec 2 §2.11, §3 "Contact / connection", §5 "Contact list", §7 contact-list calls).
 *
 * A row is a company in the owner's list. `isAllowOnBehalf` means the contact may act for the owner: "Retire on
 * behalf" when the contact is an Airline or Forwarder, "Operate on behalf" when it is a Facilitator.
 * `isPublicAnonymity` keeps the owner anonymous in the statements of retirements done on its behalf (by an Airline,
 * Forwarder or Facilitator contact); it exists only while on-behalf is allowed (switching that off resets it) and only
 * a Corporate owner sets it — anonymity is the Corporate claimant's option (spec 2 §2.8). The page is the account owner's (Primary SystemUser; spec 1 §6), auditors
 * only read it, and users who are not Active cannot change anything.
 */
import { z } from 'zod';
import type { CompanyType } from './enums';
import { MSG } from './messages';
import { LIMITS } from './limits';

export const CONTACT_API = {
  list: '/contacts',
  item: '/contacts/{id}',
  token: '/contacts/token',
} as const;

export const CONTACT_PAGE_SIZE = 50;
export const CONTACT_SORT_FIELDS = ['name', 'createdAt'] as const;

/** Shown instead of the partner of a connection a facilitator made for the owner (spec 2 §2.11). */
export const FACILITATOR_MANAGED_NAME = 'Facilitator managed account';
export const FACILITATOR_MANAGED_COUNTRY = 'Anonymous';

/** Texts of this area that the spec does not give (its own are in MSG). */
export const CONTACT_MSG = {
  tokenInvalid: 'The token is invalid or has expired.',
  ownCompany: 'Your own company cannot be added to your contact list.',
  companyNotActive: 'This company is not active and cannot be added to your contact list.',
  adminCompany: 'The registry administration cannot be added to a contact list.',
  onBehalfNotSwitchable: 'Acting on behalf cannot be changed for this contact.',
  anonymityNotSwitchable:
    'Public anonymity can only be set by a Corporate account for a contact allowed to retire on its behalf.',
  noChange: 'Nothing to change: send isAllowOnBehalf or isPublicAnonymity.',
  notOnBehalfOfAccount: 'This account has not allowed you to operate on its behalf.',
  deleteConfirm: 'Are you sure you want to remove this contact?',
} as const;

export const ContactAdd = z
  .object({
    token: z
      .string({ error: MSG.contactTokenRequired })
      .trim()
      .min(1, { error: MSG.contactTokenRequired })
      .max(LIMITS.textMax, { error: CONTACT_MSG.tokenInvalid }),
    /** A Facilitator adding to the list of a company that lets it operate on its behalf. */
    accountId: z.uuid().optional(),
  })
  .strict();
export type ContactAdd = z.infer<typeof ContactAdd>;

export const ContactUpdate = z
  .object({ isAllowOnBehalf: z.boolean().optional(), isPublicAnonymity: z.boolean().optional() })
  .strict()
  .refine((v) => v.isAllowOnBehalf !== undefined || v.isPublicAnonymity !== undefined, { error: CONTACT_MSG.noChange });
export type ContactUpdate = z.infer<typeof ContactUpdate>;

export const ContactFilter = z
  .object({ q: z.string().trim().max(LIMITS.textMax).optional(), accountId: z.uuid().optional() })
  .strict();
export type ContactFilter = z.infer<typeof ContactFilter>;

export const ContactCompany = z.object({
  id: z.string().nullable(),
  name: z.string(),
  country: z.string(),
  type: z.string().nullable(),
  status: z.string().nullable(),
});

export const Contact = z.object({
  id: z.string(),
  fromId: z.string(),
  toId: z.string().nullable(),
  to: ContactCompany,
  isAllowOnBehalf: z.boolean(),
  isPublicAnonymity: z.boolean(),
  isCreatedByFacilitator: z.boolean(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof Contact>;

export const ContactToken = z.object({ token: z.string(), expiresAt: z.string() });
export type ContactToken = z.infer<typeof ContactToken>;

// ---------------------------------------------------------------------------------------------------------------
// Column and switch rules, shared by the API (which enforces them) and the portal (which shows them).

const RETIRING_OWNERS: CompanyType[] = ['Forwarder', 'Airline', 'Corporate'];
const RETIRE_ON_BEHALF_CONTACTS: string[] = ['Forwarder', 'Airline'];

export interface ContactViewer {
  /** The type of the company whose list is shown. */
  companyType: CompanyType;
  role: string;
  status: string;
  /** Primary or Secondary. */
  type?: string;
}

/** Which switch columns the list shows (spec 2 §2.11). */
export function contactColumns(v: ContactViewer) {
  const auditor = v.role === 'Auditor' || v.companyType === 'Auditor';
  return {
    retireOnBehalf: !auditor && RETIRING_OWNERS.includes(v.companyType),
    publicAnonymity: !auditor && RETIRING_OWNERS.includes(v.companyType),
    operateOnBehalf: !auditor && v.companyType !== 'Facilitator',
  };
}

/**
 * Whether the viewer may change the list at all: the contact list is an account owner's page (spec 1 §6: Primary
 * SystemUser and Auditor), auditors only read it, and a user who is not Active (Suspended) cannot add or remove.
 */
export const canEditContacts = (v: { role: string; status: string; type?: string }) =>
  v.role === 'SystemUser' && v.type === 'Primary' && v.status === 'Active';

/** Which switches of one row the viewer may turn; a facilitator-made connection is managed by the facilitator. */
export function contactSwitches(
  v: ContactViewer,
  c: Pick<Contact, 'to' | 'isAllowOnBehalf' | 'isCreatedByFacilitator'>,
) {
  const cols = contactColumns(v);
  const editable = canEditContacts(v) && !c.isCreatedByFacilitator;
  const type = c.to.type ?? '';
  const retire = cols.retireOnBehalf && RETIRE_ON_BEHALF_CONTACTS.includes(type);
  const operate = cols.operateOnBehalf && type === 'Facilitator';
  return {
    /** Which column the on-behalf switch of this row belongs to. */
    onBehalfKind: retire ? ('retire' as const) : operate ? ('operate' as const) : null,
    onBehalf: editable && (retire || operate),
    // a Corporate owner chooses anonymity for whoever retires on its behalf: an Airline, a Forwarder or a Facilitator
    publicAnonymity:
      editable &&
      (retire || (cols.publicAnonymity && type === 'Facilitator')) &&
      v.companyType === 'Corporate' &&
      c.isAllowOnBehalf,
  };
}
