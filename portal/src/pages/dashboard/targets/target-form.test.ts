import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { MSG, TargetInput, type Target } from '@bcu/api/contracts';
import {
  canManageTargets,
  formatTargetValue,
  periodIssue,
  targetFilter,
  toFormValues,
  toTargetBody,
} from './target-form';
import { actorOf as actor } from '../../../test-support/actor';

const row: Target = {
  id: 't1',
  name: 'Net zero',
  indicator: 'GHG',
  indicatorLabel: 'GHG Emissions Reductions',
  startDate: '2026-01-01',
  endDate: '2028-02-29',
  value: '1250.500',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('targets panel helpers', () => {
  it('filters the list by the applied days and the auditor account', () => {
    expect(targetFilter({}).crud).toEqual([]);
    const f = targetFilter({ from: '2026-01-01', to: '2026-06-30' }, 'acc');
    expect(f.crud).toEqual([
      { field: 'startDate', operator: 'eq', value: '2026-01-01' },
      { field: 'endDate', operator: 'eq', value: '2026-06-30' },
      { field: 'accountId', operator: 'eq', value: 'acc' },
    ]);
    expect(f.key).toBe('{"startDate":"2026-01-01","endDate":"2026-06-30","accountId":"acc"}');
  });

  it('sends months and reads a row back into the same months', () => {
    const body = toTargetBody({
      indicator: 'GHG',
      name: ' Net zero ',
      value: '1250.5',
      period: [dayjs('2026-01-15'), dayjs('2028-02-01')],
    });
    expect(body).toEqual({
      indicator: 'GHG',
      name: 'Net zero',
      value: '1250.5',
      startDate: '2026-01',
      endDate: '2028-02',
    });
    expect(TargetInput.safeParse(body).success).toBe(true);
    const values = toFormValues(row);
    expect(toTargetBody(values)).toEqual({
      indicator: 'GHG',
      name: 'Net zero',
      value: '1250.500',
      startDate: '2026-01',
      endDate: '2028-02',
    });
  });

  it("needs both months of the period: 'Should not be empty'", () => {
    expect(periodIssue(undefined)).toBe('Should not be empty');
    expect(periodIssue([dayjs('2026-01-01'), null])).toBe(MSG.targetFieldRequired);
    expect(periodIssue([dayjs('2026-05-01'), dayjs('2026-04-01')])).toBe(MSG.targetPeriodOrder);
    expect(periodIssue([dayjs('2026-01-01'), dayjs('2026-01-01')])).toBeUndefined();
  });

  it("validates name and value with the contract's messages", () => {
    const issue = (patch: Record<string, unknown>) => {
      const r = TargetInput.safeParse({ ...toTargetBody(toFormValues(row)), ...patch });
      return r.success ? undefined : r.error.issues[0]?.message;
    };
    expect(issue({ value: '0' })).toBe('Should not be empty or zero');
    expect(issue({ value: undefined })).toBe('Should not be empty or zero');
    expect(issue({ value: '1.2345' })).toBe(MSG.targetValueFormat);
    expect(issue({ name: '' })).toBe('Should not be empty');
    expect(issue({ name: 'x'.repeat(31) })).toBe(MSG.targetNameTooLong);
  });

  it('shows values with thousands separators and exactly 3 decimals, without rounding through floats', () => {
    expect(formatTargetValue('1250.5')).toBe('1,250.500');
    expect(formatTargetValue('0.001')).toBe('0.001');
    expect(formatTargetValue('999999999999.999')).toBe('999,999,999,999.999');
    expect(formatTargetValue('12')).toBe('12.000');
    expect(formatTargetValue(undefined)).toBe('—');
  });

  it('offers New Target, edit and delete to Active Secondary users of their own account only', () => {
    expect(canManageTargets(actor(), {})).toBe(true);
    expect(canManageTargets(actor({ type: 'Primary' }), {})).toBe(false);
    expect(canManageTargets(actor({ status: 'Suspended' }), {})).toBe(false);
    expect(canManageTargets(actor({ role: 'Auditor', companyType: 'Auditor' }), {})).toBe(false);
    expect(canManageTargets(actor({ role: 'Admin', companyType: 'Admin' }), {})).toBe(false);
    expect(canManageTargets(actor(), { readOnly: true })).toBe(false);
    expect(canManageTargets(actor(), { accountId: 'other' })).toBe(false);
    expect(canManageTargets(undefined, {})).toBe(false);
  });
});
