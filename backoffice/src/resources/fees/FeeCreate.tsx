/** Adds a fee row to an account; opened from the account's Fees tab, which passes the company id. */
import { Create, useNotify, useRedirect } from 'react-admin';
import { useLocation } from 'react-router';
import { MSG, type AccountFee } from '@bcu/api/contracts';
import { FeeForm } from './FeeForm';
import { feeFailureText, newFeeDefaults } from './feeFormat';

export const feesTabPath = (companyId: string) => `/accounts/${companyId}/show/fee-information`;

export const FeeCreate = () => {
  const location = useLocation();
  const companyId =
    (location.state as { record?: { companyId?: string } } | null)?.record?.companyId ??
    new URLSearchParams(location.search).get('companyId') ??
    '';
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="fees"
      record={newFeeDefaults(companyId)}
      mutationOptions={{
        onSuccess: (fee: AccountFee) => {
          notify(MSG.feeCreated, { type: 'success' });
          // a function target gets the /backoffice basename; a plain path string would not
          redirect(() => feesTabPath(fee.companyId));
        },
        onError: (e: unknown) => notify(feeFailureText(MSG.feeCreateFailed, e), { type: 'error', multiLine: true }),
      }}
    >
      <FeeForm companyId={companyId} />
    </Create>
  );
};
