/**
 * The Balance tab of an account (spec 3 §2.3): 'Total amount' with 3 decimals over the account's BCUs as the
 * company's balance reads them (the API's default: contracts BALANCE_COUNTED_STATUSES — never Retired or Expired),
 * then the BCUs themselves.
 */
import { useEffect, useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { TextField, useRecordContext } from 'react-admin';
import {
  ACCOUNT_ACTIVITY_API,
  BALANCE_PAGE_SIZE,
  type AdminAccountDetail,
  type BalanceTotal,
} from '@bcu/api/contracts';
import { API_BASE, httpClient } from '../../providers/httpClient';
import { DateField } from '../submissions/fields';
import { listErrorText } from '../../lists/ListError';
import { AccountActivityList } from './AccountActivityList';

export const ACCOUNT_BALANCE_TEXT = { total: 'Total amount', empty: 'No BCUs in the balance' };

/** The total (tonnes, 3 decimals) of the account's balance (undefined while loading), or why it could not be read. */
const useBalanceTotal = (accountId: string | undefined) => {
  const [state, setState] = useState<{ total?: BalanceTotal; error?: string }>({});
  useEffect(() => {
    if (!accountId) return;
    let live = true;
    httpClient(`${API_BASE}${ACCOUNT_ACTIVITY_API.creditsTotal(accountId)}`)
      .then(({ json }) => live && setState({ total: json as BalanceTotal }))
      .catch((e: unknown) => live && setState({ error: listErrorText(e) }));
    return () => {
      live = false;
    };
  }, [accountId]);
  return state;
};

export const AccountBalanceTotal = () => {
  const account = useRecordContext<AdminAccountDetail>();
  const { total, error } = useBalanceTotal(account?.id);
  // a failed read is said as such, never shown as a total
  if (error)
    return (
      <Alert severity="error" data-testid="balance-total-error">
        {error}
      </Alert>
    );
  return (
    <Typography variant="h6" data-testid="balance-total">
      {ACCOUNT_BALANCE_TEXT.total}: {total ? total.total : '…'}
    </Typography>
  );
};

export const AccountBalanceTab = () => (
  <>
    <AccountBalanceTotal />
    <AccountActivityList
      path={ACCOUNT_ACTIVITY_API.credits}
      perPage={BALANCE_PAGE_SIZE}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      empty={ACCOUNT_BALANCE_TEXT.empty}
    >
      <TextField source="BCUID" label="resources.accounts.fields.BCUID" emptyText="—" />
      <TextField source="productType" label="resources.accounts.fields.productType" sortable={false} emptyText="—" />
      <TextField source="rawMaterial" label="resources.accounts.fields.rawMaterial" sortable={false} emptyText="—" />
      <TextField
        source="certificationScheme"
        label="resources.accounts.fields.certificationScheme"
        sortable={false}
        emptyText="—"
      />
      <DateField source="registrationApproveDate" label="resources.accounts.fields.registrationApproveDate" />
      <TextField source="volume" label="resources.accounts.fields.volume" />
      <TextField source="tonnesOfCO2eq" label="resources.accounts.fields.tonnesOfCO2eq" />
      <TextField source="statusLabel" label="resources.accounts.fields.statusLabel" sortBy="status" />
      <TextField
        source="facilitatorName"
        label="resources.accounts.fields.facilitatorName"
        sortable={false}
        emptyText="—"
      />
      <DateField source="expiresAt" label="resources.accounts.fields.expiresAt" />
    </AccountActivityList>
  </>
);
