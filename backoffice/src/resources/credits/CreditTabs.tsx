/**
 * The BCU tabs shared by the BCUs resource (spec 3 §2.2) and the BCU submissions (§2.1: BCURegistration, and
 * BCUTransfer / BCURetirement which add their own tab): BCU Values, BCU Info, Scope 1, Scope 3, BCU Events and
 * Facilitator, plus the red 'Certification expired' warning. Each reads the record's `values`, `info`, `scope1`,
 * `scope3`, `events` (as GET /api/admin/credits/{id} and the submission detail both send them); `prefix` points
 * at the credit itself where it is nested ('credit.' in a submission).
 */
import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  FunctionField,
  Labeled,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { CREDIT_REGISTRATION_API, MSG, type CreditEventRow } from '@bcu/api/contracts';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { saveBlob } from '../../csv/exportUrl';
import { CalendarDateField, DateField, DateTimeField, valueAt } from '../submissions/fields';
import { formatMJ, formatTonnes } from '../../format';
import { TEXT } from '../../texts';
import { statusLabel } from './creditFormat';

export const CERTIFICATION_EXPIRED = 'Certification expired';

/** spec 3 §2.1: red on BCU Values and BCU Info when the company's certificate validity end date is past. */
export const CertificationExpiredWarning = () => {
  const record = useRecordContext<{ certificationExpired?: boolean }>();
  if (!record?.certificationExpired) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="certification-expired">
      {CERTIFICATION_EXPIRED}
    </Alert>
  );
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>{children}</Box>
  </Box>
);

const Text = ({ source, label }: { source: string; label: string }) => (
  <Labeled label={label}>
    <TextField source={source} emptyText="—" />
  </Labeled>
);

/** A labelled figure shown with its display format (tonnes with 3 decimals, MJ whole with separators). */
const Figure = ({
  source,
  label,
  format,
  testId,
}: {
  source: string;
  label: string;
  format: (v: string | number | null | undefined) => string;
  testId?: string;
}) => (
  <Labeled label={label}>
    <FunctionField
      source={source}
      render={(r) => <span data-testid={testId}>{format(valueAt(r, source) as string | null | undefined)}</span>}
    />
  </Labeled>
);

/** Batch columns whose figures have a display format. */
const BATCH_FORMATS: Record<string, (v: string | number | null | undefined) => string> = {
  fieldTonnes: formatTonnes,
  fieldMJ: formatMJ,
};

const BATCH_COLUMNS: [string, string][] = [
  ['fieldID', 'Batch ID'],
  ['fieldTonnes', 'Volume (t)'],
  ['fieldMJ', 'Energy (MJ)'],
  ['dateProd', 'Production date'],
  ['entryBlendDate', 'Entry into blend'],
  ['dateBlend', 'Blending date'],
  ['fieldCO2', 'LCA GHG value'],
  ['fieldGHG', 'GHG reduction (%)'],
  ['productDeliveryDate', 'Delivery date'],
  ['fieldBatchCountryOf', 'Delivery country'],
  ['fieldSaf', 'Airport'],
];

export const CreditValuesTab = () => (
  <Box>
    <CertificationExpiredWarning />
    <Section title="BCU values">
      <Figure source="values.volume" label="Volume (BCU)" format={formatTonnes} />
      <Figure source="values.tonnesOfCO2eq" label="CO2eq reduction (t)" format={formatTonnes} />
      <Figure source="values.neatAmountInMJ" label="Energy content (MJ)" format={formatMJ} testId="energy-mj" />
      <Text source="values.lowerHeatingValue" label="Lower heating value (MJ/kg)" />
      <Text source="values.LCAGHGValue" label="LCA GHG value" />
      <Text source="values.GHGEmissionReduction" label="GHG emission reduction (%)" />
      <Text source="values.abatementBaseline.name" label="Abatement baseline" />
      <Text source="values.abatementBaseline.baselineValue" label="Baseline value" />
      <Text source="values.batchNumber" label="Number of batches" />
    </Section>
    <Section title="ICAO CORSIA information">
      <Text source="values.defaultILUCValue" label="Default ILUC value" />
      <Text source="values.directLandUseChangeDisaggregatedValue" label="Direct land use change" />
      <Text source="values.landfillDirectionCreditDisaggregatedValue" label="Landfill emission credit" />
      <Text source="values.recyclingEmissionCreditDisaggregatedValue" label="Recycling emission credit" />
    </Section>
    <Typography variant="h6" component="h2">
      Batches
    </Typography>
    <ArrayField source="values.batches" label={false}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{TEXT.noResult}</Typography>}
      >
        {BATCH_COLUMNS.map(([source, label]) => {
          const format = BATCH_FORMATS[source];
          return format ? (
            <FunctionField
              key={source}
              source={source}
              label={label}
              sortable={false}
              textAlign="right"
              render={(r) => format(r[source])}
            />
          ) : (
            <TextField key={source} source={source} label={label} emptyText="—" sortable={false} />
          );
        })}
      </Datagrid>
    </ArrayField>
  </Box>
);

/** PoS and supplier PDF downloads (pos_{id}.pdf, supplier_{id}.pdf) of the credit at `prefix`. */
const FileButtons = ({ prefix }: { prefix: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const credit = (prefix ? record?.[prefix.replace(/\.$/, '')] : record) as
    { id: string; hasPosFile?: boolean; hasSupplierFile?: boolean } | undefined;
  if (!credit?.id) return null;
  const download = async (path: string, name: string) => {
    setBusy(true);
    try {
      saveBlob(await dataProvider.downloadFile(path), name);
      notify(MSG.fileDownloaded, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MSG.unknownError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
      {credit.hasPosFile && (
        <Button
          label="PoS file"
          disabled={busy}
          onClick={() => download(CREDIT_REGISTRATION_API.posFile(credit.id), `pos_${credit.id}.pdf`)}
        >
          <DownloadIcon />
        </Button>
      )}
      {credit.hasSupplierFile && (
        <Button
          label="Supplier file"
          disabled={busy}
          onClick={() => download(CREDIT_REGISTRATION_API.supplierFile(credit.id), `supplier_${credit.id}.pdf`)}
        >
          <DownloadIcon />
        </Button>
      )}
    </Box>
  );
};

export const CreditInfoTab = ({ prefix = '' }: { prefix?: string }) => (
  <Box>
    <CertificationExpiredWarning />
    <Section title="BCU">
      <Text source={`${prefix}BCUID`} label="BCU ID" />
      <FunctionField
        label="Status"
        render={(r) => statusLabel((prefix ? r[prefix.replace(/\.$/, '')] : r)?.status ?? '')}
      />
      <Text source={`${prefix}bcuHolder`} label="BCU Holder" />
      <Text source={`${prefix}issuer.name`} label="Registered by" />
      <Text source={`${prefix}origin`} label="Origin" />
      <Labeled label="Date of registration">
        <DateField source={`${prefix}registrationApproveDate`} />
      </Labeled>
      <Labeled label="Expiry date">
        <DateField source={`${prefix}expiresAt`} />
      </Labeled>
      <Text source={`${prefix}registrationFlow`} label="Registration flow" />
    </Section>
    <FileButtons prefix={prefix} />
    <Section title="General information">
      <Text source="info.productType" label="Product type" />
      <Text source="info.rawMaterial" label="Feedstock" />
      <Text source="info.certificationScheme" label="Sustainability certification" />
      <Text source="info.sustainabilityCertificationNumber" label="Certification number" />
      <Text source="info.certificationBody" label="Certification body" />
      <Text source="info.feedstockCertification" label="Feedstock certification" />
      <Text source="info.feedstockConversionProcess" label="Conversion process" />
      <Text source="info.feedstockOriginWithSCSDetail" label="Country of feedstock origin" />
      <Text source="info.originalPOSNumber" label="PoS number" />
      <Labeled label="PoS issue date">
        <CalendarDateField source="info.posIssueDate" />
      </Labeled>
    </Section>
    <Section title="Site information">
      <Text source="info.supplierName" label="Name" />
      <Text source="info.supplierAddress" label="Street 1" />
      <Text source="info.supplierAddressNumber" label="Street 2" />
      <Text source="info.supplierZip" label="ZIP" />
      <Text source="info.supplierCity" label="City" />
      <Text source="info.supplierCountry" label="Country" />
      <Text source="info.companyName" label="Third-party site manager" />
      <Text source="info.chainCustodyModel" label="Chain of custody" />
      <Text source="info.lastProductionCountry" label="Last production country" />
    </Section>
    <Section title="Product information">
      <Text source="info.endProduct" label="End product" />
      <Text source="info.neatProductSource" label="Product source" />
      <Text source="info.posID" label="Supplier PoS ID" />
      <Text source="info.acquisitionDate" label="Acquisition date" />
      <Text source="info.entryInPOChainDate" label="Entry in PoS chain" />
      <Text source="info.deliveryCountry" label="Delivery country" />
      <Text source="info.airportOfPhysicalEndProductDelivery" label="Airport" />
      <Text source="info.additionalClaimAsAllowedUnderRsb" label="Additional RSB claim" />
      <Text source="info.blendingName" label="Final production site" />
      <Text source="info.blendingCountry" label="Final production country" />
    </Section>
  </Box>
);

export const Scope1Tab = () => (
  <Section title="Scope 1 information">
    <Text source="scope1.scope1Company.name" label="Scope 1 company" />
    <Text source="scope1.creditClaimCountry" label="Credit claim country" />
    <Text source="scope1.reporting" label="Reporting" />
  </Section>
);

export const Scope3Tab = () => (
  <Section title="Scope 3 information">
    <Text source="scope3.scope3Company.name" label="Scope 3 company" />
    <Text source="scope3.scope3LogisticCompany.name" label="Scope 3 logistics provider" />
    <Labeled label="Anonymous in the retirement statement">
      <BooleanField source="scope3.scope3Anonymity" />
    </Labeled>
  </Section>
);

export const FacilitatorTab = ({ prefix = '' }: { prefix?: string }) => (
  <Section title="Facilitator">
    <Text source={`${prefix}facilitator.facilitatorName`} label="Facilitator" />
    <Figure source={`${prefix}facilitator.facilitatorAmount`} label="Assigned amount (BCU)" format={formatTonnes} />
    <Labeled label="Transferred by facilitator">
      <BooleanField source={`${prefix}facilitator.transferedByFacilitator`} />
    </Labeled>
  </Section>
);

export const CreditEventsTab = () => (
  <ArrayField source="events" label={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{TEXT.noResult}</Typography>}>
      <DateTimeField source="createdAt" label="Date & time" />
      <TextField source="creditEvent" label="Event" sortable={false} />
      <TextField source="BCUID" label="BCU ID" sortable={false} emptyText="—" />
      <TextField source="triggeredBy" label="Triggered by" sortable={false} />
      <TextField source="initiatorName" label="Initiator" sortable={false} emptyText="—" />
      <TextField source="accountName" label="Account" sortable={false} emptyText="—" />
      <FunctionField<CreditEventRow>
        label="Status before"
        render={(e) => (e.preEventStatus ? statusLabel(e.preEventStatus) : '—')}
      />
      <FunctionField<CreditEventRow>
        label="Status after"
        render={(e) => (e.postEventStatus ? statusLabel(e.postEventStatus) : '—')}
      />
      <TextField source="amount" label="Amount (BCU)" sortable={false} emptyText="—" />
      <TextField source="bcuHolder" label="BCU Holder" sortable={false} emptyText="—" />
    </Datagrid>
  </ArrayField>
);
