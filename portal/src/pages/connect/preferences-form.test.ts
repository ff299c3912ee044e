import { describe, expect, it } from 'vitest';
import { addTag, canSave, fieldErrors, isDirty, toInput, type PreferencesValues } from './preferences-form';

const saved: PreferencesValues = {
  isDiscoverable: true,
  isAnonymousConnection: false,
  isNotifyConnections: true,
  isReadyToOfferConnect: true,
  isLookingForCompanyConnect: false,
  offerTags: ['SAF'],
  lookingTags: [],
  offerPitch: 'We produce SAF',
  lookingPitch: '',
  acceptRulesOfParticipation: true,
};

describe('addTag', () => {
  it('strips characters other than letters, digits, spaces and hyphens and collapses whitespace', () => {
    expect(addTag([], '  Book &  claim!  e-fuels ').tags).toEqual(['Book claim e-fuels']);
  });

  it('keeps at most 30 characters', () => {
    expect(addTag([], 'x'.repeat(40)).tags).toEqual(['x'.repeat(30)]);
  });

  it('refuses an empty tag, a duplicate (any case) and a sixth tag', () => {
    expect(addTag(['SAF'], ' !! ').problem).toBe('empty');
    expect(addTag(['SAF'], 'saf').problem).toBe('duplicate');
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(addTag(five, 'f')).toEqual({ tags: five, problem: 'full' });
  });
});

describe('Save Preferences', () => {
  it('is disabled without unsaved changes', () => {
    expect(isDirty({}, saved)).toBe(false);
    expect(canSave({ ...saved }, saved)).toBe(false);
  });

  it('is enabled by a change while the rules are accepted and an option is chosen', () => {
    expect(canSave({ offerTags: ['SAF', 'Logistics'] }, saved)).toBe(true);
  });

  it('needs the Rules of Participation accepted', () => {
    expect(canSave({ offerPitch: 'New', acceptRulesOfParticipation: false }, saved)).toBe(false);
  });

  it('needs offer or looking while opted in, but not when opting out', () => {
    expect(canSave({ isReadyToOfferConnect: false }, saved)).toBe(false);
    expect(canSave({ isReadyToOfferConnect: false, isDiscoverable: false }, saved)).toBe(true);
  });

  it('sends every field with the pitches trimmed', () => {
    expect(toInput({ offerPitch: '  Fuel  ' }, saved)).toEqual({ ...saved, offerPitch: 'Fuel' });
  });
});

describe('fieldErrors', () => {
  it('lists every field, clearing those without an issue', () => {
    const errors = fieldErrors([
      { path: ['offerTags'], message: 'At least one tag must be selected in "What we offer"' },
      { path: ['offerPitch'], message: 'Offer pitch is required' },
    ]);
    expect(errors).toHaveLength(10);
    expect(errors.find((e) => e.name === 'offerTags')?.errors).toEqual([
      'At least one tag must be selected in "What we offer"',
    ]);
    expect(errors.find((e) => e.name === 'lookingPitch')?.errors).toEqual([]);
  });
});
