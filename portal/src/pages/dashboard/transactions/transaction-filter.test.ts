import { describe, expect, it } from 'vitest';
import { transactionTypeOptions } from '@bcu/api/contracts';
import { formatDateTime, transactionFilter } from './transaction-filter';

describe('transaction type options by company type (spec 2 §2.3)', () => {
  it('offers Register only to Suppliers and Retirement neither to Suppliers nor to Intermediaries', () => {
    expect(transactionTypeOptions('Supplier')).to.deep.equal(['Register', 'Transfer', 'Incoming', 'Withdrawal', 'Scope1']);
    expect(transactionTypeOptions('Intermediary')).to.deep.equal(['Transfer', 'Incoming', 'Withdrawal', 'Scope1']);
    for (const type of ['Airline', 'Corporate', 'Forwarder', 'Facilitator'] as const)
      expect(transactionTypeOptions(type)).to.deep.equal(['Transfer', 'Retirement', 'Incoming', 'Withdrawal', 'Scope1']);
  });
});

describe('transactions filter', () => {
  it('sends only set values, the same for the list and the download', () => {
    const f = transactionFilter({ types: ['Transfer'], range: { from: '2025-01-01', to: '2025-01-31' }, search: 'BCU-2025', accountId: undefined });
    expect(JSON.parse(f.key)).to.deep.equal({ type: ['Transfer'], from: '2025-01-01', to: '2025-01-31', q: 'BCU-2025' });
    expect(f.query.filter).to.equal(f.key);
    expect(f.crud.map((c) => ('field' in c ? c.field : ''))).to.deep.equal(['type', 'from', 'to', 'q']);
    expect(transactionFilter({ types: [], range: {}, search: '' }).key).to.equal('{}');
  });

  it('shows dates as dd.MM.yyyy HH:mm in UTC', () => {
    expect(formatDateTime('2025-03-04T05:06:07.000Z')).to.equal('04.03.2025 05:06');
    expect(formatDateTime(null)).to.equal('—');
  });
});
