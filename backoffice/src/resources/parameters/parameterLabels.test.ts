import { describe, expect, it } from 'vitest';
import { LINK_KEYS, PARAMETER_KEYS } from '@bcu/api/contracts';
import { PARAMETER_LABELS, parameterValueText } from './parameterLabels';

describe('parameter labels', () => {
  it('names every link key and banner switch of the contract', () => {
    for (const key of [...LINK_KEYS, ...PARAMETER_KEYS]) expect(PARAMETER_LABELS[key], key).toBeTruthy();
  });

  it('shows the URL of a link, a dash when unset, and On / Off for a switch', () => {
    expect(parameterValueText({ kind: 'link', url: 'https://x.org', value: null })).toBe('https://x.org');
    expect(parameterValueText({ kind: 'link', url: null, value: null })).toBe('—');
    expect(parameterValueText({ kind: 'switch', url: null, value: 'true' })).toBe('On');
    expect(parameterValueText({ kind: 'switch', url: null, value: 'false' })).toBe('Off');
  });
});
