import { describe, expect, it } from 'vitest';
import { ContactRequest, MSG, SignedInContactRequest, type SessionUser } from '@bcu/api/contracts';
import { initialContactValues, signedInRequest, TRAINING_MESSAGE, visitorRequest } from './contact-payload';

const user = {
  firstName: 'Olga',
  lastName: 'Owner',
  email: 'olga@example.com',
  position: 'CEO',
  cellPhone: { code: '+41', number: '791234567' },
  company: { name: 'Alpine Airways AG' },
} as unknown as SessionUser;

describe('contact form values', () => {
  it('pre-fills the identity of a signed-in user and nothing for a visitor', () => {
    expect(initialContactValues(user, false)).toMatchObject({
      firstName: 'Olga',
      lastName: 'Owner',
      companyName: 'Alpine Airways AG',
      position: 'CEO',
      email: 'olga@example.com',
      cellPhone: { code: '+41', number: '791234567' },
    });
    expect(initialContactValues(null, false)).toEqual({});
  });

  it('pre-fills the training message with ?prefield=true', () => {
    expect(initialContactValues(null, true).message).toBe(TRAINING_MESSAGE);
    expect(TRAINING_MESSAGE).toMatch(/training/);
    expect(TRAINING_MESSAGE).toMatch(/discount/);
  });

  it("builds a visitor's request the contract accepts, and refuses it without captcha", () => {
    const values = { ...initialContactValues(user, false), message: 'Hello' };
    expect(ContactRequest.safeParse(visitorRequest(values, 'captcha-payload')).success).toBe(true);
    const without = ContactRequest.safeParse(visitorRequest(values, undefined));
    expect(without.success).toBe(false);
    expect(without.error?.issues[0].message).toBe(MSG.captchaRequired);
  });

  it('sends only phone and message for a signed-in user', () => {
    const req = signedInRequest({ ...initialContactValues(user, false), message: 'Hi' });
    expect(req).toEqual({ cellPhone: { code: '+41', number: '791234567' }, message: 'Hi' });
    expect(SignedInContactRequest.safeParse(req).success).toBe(true);
  });

  it('gives the spec texts for empty fields', () => {
    const r = ContactRequest.safeParse(visitorRequest({}, 'x'));
    const messages = r.error!.issues.map((i) => i.message);
    for (const m of [
      MSG.nameRequired,
      MSG.surnameRequired,
      MSG.companyRequired,
      MSG.positionRequired,
      MSG.emailRequired,
      MSG.messageRequired,
    ])
      expect(messages).toContain(m);
  });
});
