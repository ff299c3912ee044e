/**
 * Admin edit of a BCU (spec 2 §5 "BCU edit", spec 3 §5): pessimistic; only changed fields are sent (an emptied field
 * as null; see patchUpdate.ts); every rule and message from the contract, the ICAO_CORSIA rule on the whole form;
 * status from the full list. Volume, energy and status changes are the ledger's: the server refuses them with its
 * message when the ledger has no edit for them. Attachments change here (editable mode only).
 */
import { Box, Typography } from '@mui/material';
import {
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { ICAO_CORSIA, MSG, type AdminCreditDetail } from '@bcu/api/contracts';
import { CreditAttachments } from './CreditAttachments';
import {
  STATUS_EDIT_CHOICES,
  editRecord,
  editValidator,
  validateCreditForm,
  type CreditEditField,
} from './creditFormat';

const Title = () => <span>{`Edit BCU ${useRecordContext<{ BCUID?: string }>()?.BCUID ?? ''}`}</span>;

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.credits.labels.saveChanges" />
  </Toolbar>
);

const Input = ({ source, label }: { source: CreditEditField; label?: string }) => (
  <TextInput source={source} label={label} validate={editValidator(source)} />
);

const Grid = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="section" sx={{ width: '100%', mb: 2 }}>
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2 }}>
      {children}
    </Box>
  </Box>
);

/** A BCU's status label and the attachments sit outside the form (they are not fields of the edit request). */
const Attachments = () => {
  const record = useRecordContext<AdminCreditDetail & { attachments?: unknown }>();
  return record ? <CreditAttachments editable /> : null;
};

export const CreditEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<Title />}
      mutationMode="pessimistic"
      // the form edits the BCU's editable fields by their spec names; the rest of the detail stays for the header
      queryOptions={{ select: (d: { id: string }) => ({ ...d, ...editRecord(d as AdminCreditDetail) }) }}
      mutationOptions={{
        onSuccess: (data: { id: string }) => {
          notify(MSG.bcuUpdated, { type: 'success' });
          redirect('show', 'credits', data.id);
        },
        onError: (e: unknown) => {
          const body = (e as { body?: { errors?: Record<string, string> } }).body;
          const details = Object.values(body?.errors ?? {}).filter((v): v is string => typeof v === 'string');
          const message = details.length
            ? details.join('\n')
            : e instanceof Error && e.message
              ? e.message
              : MSG.unknownError;
          notify(`${MSG.bcuNotUpdated}\n${message}`, { type: 'error', multiLine: true });
        },
      }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />} validate={validateCreditForm}>
        <Grid title="BCU values">
          <Input source="volume" />
          <Input source="neatAmountInMJ" label="resources.credits.labels.energyContentMJ" />
          <Input source="LCAGHGValue" label="resources.credits.labels.lcaGHGValue" />
          <Input source="batchNumber" label="resources.credits.labels.numberOfBatches" />
          <SelectInput
            source="status"
            label="resources.credits.labels.status"
            choices={STATUS_EDIT_CHOICES}
            validate={editValidator('status')}
          />
        </Grid>
        <Grid title="General information">
          <Input source="productType" label="resources.credits.labels.productType" />
          <Input source="rawMaterial" label="resources.credits.labels.feedstock" />
          <Input source="certificationScheme" label="resources.credits.labels.certificationScheme" />
          <TextInput
            source="additionalClaimAsAllowedUnderRsb"
            label="resources.credits.labels.additionalRSBClaim"
            validate={editValidator('additionalClaimAsAllowedUnderRsb')}
          />
          <Input source="chainCustodyModel" label="resources.credits.labels.chainOfCustody" />
          <Input source="deliveryCountry" label="resources.credits.labels.deliveryCountry" />
          <Input source="lastProductionCountry" label="resources.credits.labels.lastProductionCountry" />
          <Input source="acquisitionDate" label="resources.credits.labels.acquisitionDate" />
          <Input source="entryInPOChainDate" label="resources.credits.labels.entryInPoSChain" />
        </Grid>
        <Grid title="Supplier">
          <Input source="supplierName" label="resources.credits.labels.supplierName" />
          <Input source="supplierAddress" label="resources.credits.labels.supplierAddress" />
          <Input source="supplierAddressNumber" label="resources.credits.labels.addressNumber" />
          <Input source="supplierZip" label="resources.credits.labels.zip" />
          <Input source="supplierCity" label="resources.credits.labels.city" />
          <Input source="supplierCountry" label="resources.credits.labels.country" />
        </Grid>
        <Grid title={`ICAO CORSIA (required with ${ICAO_CORSIA})`}>
          <TextInput
            source="directLandUseChangeDisaggregatedValue"
            label="resources.credits.labels.defaultILUCValue"
            validate={editValidator('directLandUseChangeDisaggregatedValue')}
          />
          <TextInput
            source="landfillDirectionCreditDisaggregatedValue"
            label="resources.credits.labels.landfillEmissionCredit"
            validate={editValidator('landfillDirectionCreditDisaggregatedValue')}
          />
          <TextInput
            source="recyclingEmissionCreditDisaggregatedValue"
            label="resources.credits.labels.recyclingEmissionCredit"
            validate={editValidator('recyclingEmissionCreditDisaggregatedValue')}
          />
        </Grid>
      </SimpleForm>
      <Box sx={{ px: 2, pb: 2 }}>
        <Attachments />
      </Box>
    </Edit>
  );
};
