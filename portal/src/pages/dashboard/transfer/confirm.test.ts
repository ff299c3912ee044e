import { describe, expect, it } from 'vitest';
import type { CreditListRow } from '@bcu/api/contracts';
import { retirementQuestion, singleTransferQuestion } from './confirm';

const credit = { id: 'c1', BCUID: 'BCU-2026-000001', facilitatorId: null, facilitatorName: null } as CreditListRow;

describe('confirmations name the amount as the registry shows it (issue 10 §11)', () => {
  it('a retirement of 0.5 BCU reads 0.500 BCU', () => {
    const q = retirementQuestion(false, '0.5', 'BCU', 'BCU-2026-000001-01', 'Alpine Airways AG');
    expect(q).toContain('split retirement of 0.500 BCU of BCU-2026-000001-01');
    expect(q).toContain('Alpine Airways AG');
  });

  it('tonnes with 3 decimals and thousands commas, MJ whole with thousands commas', () => {
    expect(retirementQuestion(true, '1234.5', 'CO2eq', 'B', 'X')).toContain('of 1,234.500 CO2eq of B');
    expect(retirementQuestion(true, '1234567', 'MJ', 'B', 'X')).toContain('of 1,234,567 MJ of B');
  });

  it('a transfer of 20 BCU reads 20.000 BCU', () => {
    expect(singleTransferQuestion(credit, 'me', '20', 'BCU', 'Alpine Airways AG')).toBe(
      'Do you want to transfer 20.000 BCU of BCU-2026-000001 to Alpine Airways AG?',
    );
  });
});
