import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_CATEGORIES, faqCategory, faqOf } from './faq-content';
import { segments } from './rich-text';

describe('FAQ content', () => {
  it('has 37 questions with unique ids, every category filled', () => {
    expect(FAQ).toHaveLength(37);
    expect(new Set(FAQ.map((q) => q.id)).size).toBe(37);
    for (const c of FAQ_CATEGORIES) expect(faqOf(c).length).toBeGreaterThan(0);
    expect(FAQ_CATEGORIES.reduce((n, c) => n + faqOf(c).length, 0)).toBe(37);
  });

  it('links answers only to contact, docs and pricing, and uses each of them', () => {
    const targets = FAQ.flatMap((q) => segments(q.answer)).flatMap((s) => (typeof s === 'string' ? [] : [s.href]));
    expect(new Set(targets)).toEqual(new Set(['/contact-us', '/resources/docs', '/resources/pricing']));
  });

  it('states the facts of the specs', () => {
    const text = (id: string) => FAQ.find((q) => q.id === id)!.answer;
    expect(text('bcu-validity')).toContain('24 months');
    expect(text('approval-time')).toContain('2 working days');
    expect(text('transfer-approval')).toContain('48 hours');
    expect(text('account-validity')).toMatch(/12 months.*24 months.*never expires/);
    expect(text('fees')).toContain('3.00 US dollars per metric tonne');
    expect(text('invite-users')).toContain('10 Active or Pending users');
  });

  it("reads the category from the path's last segment, defaulting to general", () => {
    expect(faqCategory('carbon')).toBe('carbon');
    expect(faqCategory('account_management')).toBe('account_management');
    expect(faqCategory('nonsense')).toBe('general');
    expect(faqCategory(undefined)).toBe('general');
  });
});

describe('rich text segments', () => {
  it('splits copy into text and links in order', () => {
    expect(segments('Ask [us](/contact-us) or read [the fees](#feeScheduleURL).')).toEqual([
      'Ask ',
      { text: 'us', href: '/contact-us' },
      ' or read ',
      { text: 'the fees', href: '#feeScheduleURL' },
      '.',
    ]);
    expect(segments('plain')).toEqual(['plain']);
  });
});
