/**
 * The Registry Connect sub-navigation and tour of spec 3 §2.7: Discover for everyone who may use Connect;
 * Preferences, Received Requests and Sent Requests for SystemUsers; Connection Requests for Admin and SuperAdmin.
 * The tour's preferences, received and sent steps are for SystemUsers only.
 */
import { CONNECT_ROUTES } from '@bcu/api/contracts';

/** The viewer's Connect permissions ('connect.read', 'connect.member', 'connect.admin'; see use-connect-access). */
export interface ConnectAccess {
  read: boolean;
  member: boolean;
  admin: boolean;
}

export type ConnectSection = 'discover' | 'preferences' | 'received' | 'sent' | 'requests';

export const SECTION_PATHS: Record<ConnectSection, string> = {
  discover: CONNECT_ROUTES.discover,
  preferences: CONNECT_ROUTES.preferences,
  received: CONNECT_ROUTES.received,
  sent: CONNECT_ROUTES.sent,
  requests: CONNECT_ROUTES.adminRequests,
};

/** The sections an actor sees, in order. */
export function connectSections(access: ConnectAccess | undefined): ConnectSection[] {
  if (!access?.read) return [];
  const out: ConnectSection[] = ['discover'];
  if (access.member) out.push('preferences', 'received', 'sent');
  if (access.admin) out.push('requests');
  return out;
}

/** The section a /connect path belongs to (its detail pages included). */
export function sectionOf(pathname: string): ConnectSection | undefined {
  const part = pathname.replace(/^\/connect\/?/, '').split('/')[0];
  const byPart: Record<string, ConnectSection> = {
    discover: 'discover',
    preferences: 'preferences',
    'received-requests': 'received',
    'sent-requests': 'sent',
    requests: 'requests',
  };
  return byPart[part];
}

/** The Take Tour button and the automatic tour are for SystemUsers (spec 3 §2.7). */
export const offersTour = (access: ConnectAccess | undefined): boolean => !!access?.member;

export type TourStepKey = 'welcome' | 'preferences' | 'discover' | 'received' | 'sent';

/** The tour's steps for an actor: welcome and discover for all, the member steps for SystemUsers. */
export function tourSteps(access: ConnectAccess | undefined): TourStepKey[] {
  return offersTour(access) ? ['welcome', 'preferences', 'discover', 'received', 'sent'] : ['welcome', 'discover'];
}

/**
 * The tour starts by itself for anyone in Connect who has not completed or skipped it (reading: the steps list
 * names steps "for SystemUser only", so Admin and SuperAdmin get the welcome and discover steps once, although only
 * SystemUsers have the Take Tour button to replay it).
 */
export const startsTourAutomatically = (access: ConnectAccess | undefined, completed: boolean | undefined): boolean =>
  connectSections(access).length > 0 && completed !== true;
