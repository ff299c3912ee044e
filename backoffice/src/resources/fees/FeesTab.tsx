/**
 * The Fees tab of an account (spec 3 §2.3 "fee-information", §5, §6): 50 rows a page, amounts with 2 decimals,
 * BCU issued with 3, the volume columns only for Supplier accounts; add, edit and delete (with confirmation)
 * only where the access matrix grants the write — never for auditors.
 */
import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { FEE_PAGE_SIZE, MSG, type AccountFee, type AdminAccountDetail } from '@bcu/api/contracts';
import { CalendarDateField } from '../submissions/fields';
import { FEE_TEXT, feeFailureText, formatBcu, formatMoney, paidLabel, showsSupplierColumns } from './feeFormat';

/** Delete with a confirmation; a failure names itself and returns to page 1 (spec 3 §8). */
const FeeDeleteButton = () => {
  const notify = useNotify();
  const { setPage } = useListContext();
  return (
    <DeleteWithConfirmButton
      redirect={false}
      mutationMode="pessimistic"
      confirmTitle={FEE_TEXT.deleteTitle}
      confirmContent={FEE_TEXT.deleteContent}
      mutationOptions={{
        onSuccess: () => notify(MSG.feeDeleted, { type: 'success' }),
        onError: (e: unknown) => {
          notify(feeFailureText(MSG.feeDeleteFailed, e), { type: 'error', multiLine: true });
          setPage(1);
        },
      }}
    />
  );
};

export const FeesTab = () => {
  const account = useRecordContext<AdminAccountDetail>();
  const { canAccess: canWrite } = useCanAccess({ resource: 'fees', action: 'edit' });
  if (!account) return null;
  const supplier = showsSupplierColumns(account.type);
  return (
    <>
      {canWrite && (
        <CreateButton resource="fees" label={FEE_TEXT.addFee} state={{ record: { companyId: account.id } }} />
      )}
      <ReferenceManyField
        reference="fees"
        target="companyId"
        perPage={FEE_PAGE_SIZE}
        sort={{ field: 'start', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[FEE_PAGE_SIZE]} />}
        empty={<span>{FEE_TEXT.noFees}</span>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <NumberField source="period" label={FEE_TEXT.period} />
          <CalendarDateField source="start" label={FEE_TEXT.start} />
          <CalendarDateField source="end" label={FEE_TEXT.end} />
          <FunctionField<AccountFee> source="accountFee" label={FEE_TEXT.accountFee} render={(r) => formatMoney(r.accountFee)} />
          <FunctionField<AccountFee> label={FEE_TEXT.accountFeePaid} render={(r) => paidLabel(r.accountFeePaid)} />
          {supplier && (
            <FunctionField<AccountFee> label={FEE_TEXT.bcuIssued} render={(r) => formatBcu(r.bcuIssued)} />
          )}
          {supplier && (
            <FunctionField<AccountFee> label={FEE_TEXT.issueRate} render={(r) => formatMoney(r.issueRate)} />
          )}
          {supplier && (
            <FunctionField<AccountFee> label={FEE_TEXT.volumeFee} render={(r) => formatMoney(r.volumeFee)} />
          )}
          {supplier && (
            <FunctionField<AccountFee> label={FEE_TEXT.volumeFeePaid} render={(r) => paidLabel(r.volumeFeePaid)} />
          )}
          {canWrite && <EditButton resource="fees" />}
          {canWrite && <FeeDeleteButton />}
        </Datagrid>
      </ReferenceManyField>
    </>
  );
};
