/**
 * The fee row form shared by create and edit (spec 3 §5 "Account fee"): period, dates, annual fee and paid flag;
 * for Supplier accounts also BCU issued, issue rate, the read-only volume fee (issue rate × BCU issued, 2 decimals)
 * and volume paid. Each field is checked by its contract rule, with the API's texts.
 */
import {
  BooleanInput,
  DateInput,
  Labeled,
  NumberInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetOne,
  type SimpleFormProps,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { FEE_FIELD_SCHEMAS, volumeFeeOf, type AdminAccountDetail } from '@bcu/api/contracts';
import { fieldValidator, optionalFieldValidator } from '../../zodField';
import { FEE_TEXT, formatMoney, showsSupplierColumns } from './feeFormat';

const validate = {
  period: fieldValidator(FEE_FIELD_SCHEMAS.period),
  start: fieldValidator(FEE_FIELD_SCHEMAS.start),
  end: fieldValidator(FEE_FIELD_SCHEMAS.end),
  accountFee: fieldValidator(FEE_FIELD_SCHEMAS.accountFee),
  issueRate: fieldValidator(FEE_FIELD_SCHEMAS.issueRate),
  bcuIssued: optionalFieldValidator(FEE_FIELD_SCHEMAS.bcuIssued),
};

/** Issue rate × BCU issued as the user types (the server computes the stored value the same way). */
const VolumeFeePreview = () => {
  const [issueRate, bcuIssued] = useWatch({ name: ['issueRate', 'bcuIssued'] }) as [unknown, unknown];
  const fee =
    typeof issueRate === 'number' && typeof bcuIssued === 'number' ? volumeFeeOf(issueRate, bcuIssued) : null;
  return (
    <Labeled label={FEE_TEXT.volumeFee}>
      <Typography variant="body2" data-testid="volume-fee">
        {fee === null ? '—' : formatMoney(fee)}
      </Typography>
    </Labeled>
  );
};

export const FeeForm = ({ companyId, ...props }: { companyId: string } & Omit<SimpleFormProps, 'children'>) => {
  const { data: account } = useGetOne<AdminAccountDetail>('accounts', { id: companyId }, { enabled: !!companyId });
  const supplier = showsSupplierColumns(account?.type);
  return (
    // Save only: deleting is done from the Fees tab, with its confirmation and the return to page 1.
    // No `min` attributes: the browser's own range message would hide the spec's texts of the validators.
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      {...props}
    >
      <NumberInput source="period" label={FEE_TEXT.period} step={1} validate={validate.period} />
      <DateInput source="start" label={FEE_TEXT.start} validate={validate.start} />
      <DateInput source="end" label={FEE_TEXT.end} validate={validate.end} />
      <NumberInput source="accountFee" label={FEE_TEXT.accountFee} step={0.01} validate={validate.accountFee} />
      <BooleanInput source="accountFeePaid" label={FEE_TEXT.accountFeePaid} />
      {supplier && (
        <>
          <NumberInput
            source="bcuIssued"
            label={FEE_TEXT.bcuIssued}
            helperText={FEE_TEXT.bcuIssuedHelp}
            step={0.001}
           
            validate={validate.bcuIssued}
          />
          <NumberInput source="issueRate" label={FEE_TEXT.issueRate} step={0.01} validate={validate.issueRate} />
          <VolumeFeePreview />
          <BooleanInput source="volumeFeePaid" label={FEE_TEXT.volumeFeePaid} />
        </>
      )}
    </SimpleForm>
  );
};
