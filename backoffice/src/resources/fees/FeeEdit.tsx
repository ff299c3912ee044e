/** Changes a fee row (only the changed fields are sent; the volume fee is the server's). Pessimistic. */
import { Edit, useEditContext, useNotify, useRedirect } from 'react-admin';
import { MSG, type AccountFee } from '@bcu/api/contracts';
import { FeeForm } from './FeeForm';
import { feeFailureText } from './feeFormat';
import { feesTabPath } from './FeeCreate';

const FeeEditForm = () => {
  const { record } = useEditContext<AccountFee>();
  return record ? <FeeForm companyId={record.companyId} /> : null;
};

export const FeeEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="fees"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (fee: AccountFee) => {
          notify(MSG.feeUpdated, { type: 'success' });
          // a function target gets the /backoffice basename; a plain path string would not
          redirect(() => feesTabPath(fee.companyId));
        },
        onError: (e: unknown) => notify(feeFailureText(MSG.feeUpdateFailed, e), { type: 'error', multiLine: true }),
      }}
    >
      <FeeEditForm />
    </Edit>
  );
};
