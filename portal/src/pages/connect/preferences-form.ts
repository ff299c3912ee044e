/**
 * The matchmaking preferences form (spec 3 §2.7, §4 "Preferences form", §5 "Preferences"): values from the saved
 * preferences, whether they changed, when Save is allowed, the body of PUT /connect/preferences, and the tag
 * input's rules (at most 30 characters, letters, digits, spaces and hyphens, whitespace collapsed, 5 a section).
 */
import { LIMITS, normalizeTag, type ConnectPreferences, type ConnectPreferencesInput } from '@bcu/api/contracts';

export interface PreferencesValues {
  isDiscoverable: boolean;
  isAnonymousConnection: boolean;
  isNotifyConnections: boolean;
  isReadyToOfferConnect: boolean;
  isLookingForCompanyConnect: boolean;
  offerTags: string[];
  lookingTags: string[];
  offerPitch: string;
  lookingPitch: string;
  acceptRulesOfParticipation: boolean;
}

const FIELDS: (keyof PreferencesValues)[] = [
  'isDiscoverable',
  'isAnonymousConnection',
  'isNotifyConnections',
  'isReadyToOfferConnect',
  'isLookingForCompanyConnect',
  'offerTags',
  'lookingTags',
  'offerPitch',
  'lookingPitch',
  'acceptRulesOfParticipation',
];

export function toValues(p: ConnectPreferences): PreferencesValues {
  return Object.fromEntries(FIELDS.map((f) => [f, Array.isArray(p[f]) ? [...(p[f] as string[])] : p[f]])) as never;
}

/** True when any field differs from the saved preferences (tags compared in order, pitches as typed). */
export function isDirty(values: Partial<PreferencesValues>, saved: PreferencesValues): boolean {
  return FIELDS.some((f) => {
    const v = values[f] ?? saved[f];
    return JSON.stringify(v) !== JSON.stringify(saved[f]);
  });
}

/**
 * Save needs unsaved changes, accepted Rules of Participation and — while opted in — at least one of offer or
 * looking (spec 3 §4; opting out keeps the other options disabled, so they cannot be required then).
 */
export function canSave(values: Partial<PreferencesValues>, saved: PreferencesValues): boolean {
  const v = { ...saved, ...values };
  if (!isDirty(values, saved) || !v.acceptRulesOfParticipation) return false;
  return !v.isDiscoverable || v.isReadyToOfferConnect || v.isLookingForCompanyConnect;
}

/** The body of PUT /connect/preferences: every field, pitches trimmed. */
export function toInput(values: Partial<PreferencesValues>, saved: PreferencesValues): ConnectPreferencesInput {
  const v = { ...saved, ...values };
  return { ...v, offerPitch: v.offerPitch.trim(), lookingPitch: v.lookingPitch.trim() };
}

/**
 * The form's field errors for a set of issues: every field listed, those without an issue with none — so a second
 * check clears what the first one showed.
 */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  return FIELDS.map((name) => ({
    name,
    errors: [...new Set(issues.filter((i) => i.path[0] === name).map((i) => i.message))],
  }));
}

export type TagProblem = 'empty' | 'duplicate' | 'full';

/** Adds a typed tag to a section: normalised, refused when empty, already there or the section holds 5. */
export function addTag(tags: readonly string[], raw: string): { tags: string[]; problem?: TagProblem } {
  const tag = normalizeTag(raw).slice(0, LIMITS.connectTagMax).trim();
  if (!tag) return { tags: [...tags], problem: 'empty' };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { tags: [...tags], problem: 'duplicate' };
  if (tags.length >= LIMITS.connectTagsMax) return { tags: [...tags], problem: 'full' };
  return { tags: [...tags, tag] };
}
