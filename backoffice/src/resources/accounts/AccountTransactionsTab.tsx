/**
 * The Transactions tab of an account (spec 3 §2.3 "account-history"): the account's history as the company reads
 * it (spec 2 §2.3) — date, type, status, BCU ID, from, user, to, direction, amount and CO2eq with 3 decimals —
 * oldest approval first by default (issue 17 point 3: the account's history reads in the order it happened).
 */
import { FunctionField, TextField } from 'react-admin';
import {
  ACCOUNT_ACTIVITY_API,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_TYPE_LABELS,
  type Transaction,
} from '@bcu/api/contracts';
import { DateField } from '../submissions/fields';
import { AccountActivityList } from './AccountActivityList';

export const ACCOUNT_TRANSACTIONS_TEXT = { empty: 'No transactions' };

const senderName = (r: Transaction) => (r.sender ? `${r.sender.firstName} ${r.sender.lastName}`.trim() : '—');

export const AccountTransactionsTab = () => (
  <AccountActivityList
    path={ACCOUNT_ACTIVITY_API.transactions}
    perPage={TRANSACTION_PAGE_SIZE}
    sort={{ field: 'date', order: 'ASC' }}
    empty={ACCOUNT_TRANSACTIONS_TEXT.empty}
  >
    <DateField source="date" label="resources.accounts.fields.date" />
    <FunctionField<Transaction>
      source="type"
      label="resources.accounts.fields.type"
      render={(r) => TRANSACTION_TYPE_LABELS[r.type] ?? r.type}
    />
    <TextField source="status" label="resources.accounts.fields.status" sortable={false} />
    <TextField source="bcuid" label="resources.accounts.fields.bcuid" emptyText="—" />
    <TextField source="company.name" label="resources.accounts.fields.company.name" sortable={false} />
    <FunctionField<Transaction> label="resources.accounts.labels.user" render={senderName} />
    <TextField source="receiver.name" label="resources.accounts.fields.receiver.name" sortable={false} emptyText="—" />
    <TextField source="direction" label="resources.accounts.fields.direction" sortable={false} emptyText="—" />
    <TextField source="amount" label="resources.accounts.fields.amount" />
    <TextField source="tonnesOfCO2eq" label="resources.accounts.fields.tonnesOfCO2eq" sortable={false} />
  </AccountActivityList>
);
