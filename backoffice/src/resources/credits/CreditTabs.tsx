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
  ResourceContextProvider,
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

/**
 * The tabs are shared with the submissions resource: their fields are the credits resource's, so a field without a
 * label of its own is titled from `resources.credits.fields.<source>` wherever the tab is shown.
 */
const CreditFields = ({ children }: { children: React.ReactNode }) => (
  <ResourceContextProvider value="credits">{children}</ResourceContextProvider>
);

const Text = ({ source, label }: { source: string; label?: string }) => (
  <Labeled label={label}>
    <TextField source={source} emptyText="—" />
  </Labeled>
);

/** Several fields in a row, each titled from its source. */
const Texts = ({ sources }: { sources: string[] }) => (
  <>
    {sources.map((source) => (
      <Text key={source} source={source} />
    ))}
  </>
);

/** A labelled figure shown with its display format (tonnes with 3 decimals, MJ whole with separators). */
const Figure = ({
  source,
  label,
  format,
  testId,
}: {
  source: string;
  label?: string;
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
  <CreditFields>
    <Box>
      <CertificationExpiredWarning />
      <Section title="BCU values">
        <Figure source="values.volume" format={formatTonnes} />
        <Figure source="values.tonnesOfCO2eq" format={formatTonnes} />
        <Figure source="values.neatAmountInMJ" format={formatMJ} testId="energy-mj" />
        <Texts
          sources={[
            'values.lowerHeatingValue',
            'values.LCAGHGValue',
            'values.GHGEmissionReduction',
            'values.abatementBaseline.name',
            'values.abatementBaseline.baselineValue',
            'values.batchNumber',
          ]}
        />
      </Section>
      <Section title="ICAO CORSIA information">
        <Texts
          sources={[
            'values.defaultILUCValue',
            'values.directLandUseChangeDisaggregatedValue',
            'values.landfillDirectionCreditDisaggregatedValue',
            'values.recyclingEmissionCreditDisaggregatedValue',
          ]}
        />
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
  </CreditFields>
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
          label="resources.credits.labels.posFile"
          disabled={busy}
          onClick={() => download(CREDIT_REGISTRATION_API.posFile(credit.id), `pos_${credit.id}.pdf`)}
        >
          <DownloadIcon />
        </Button>
      )}
      {credit.hasSupplierFile && (
        <Button
          label="resources.credits.labels.supplierFile"
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
  <CreditFields>
    <Box>
      <CertificationExpiredWarning />
      <Section title="BCU">
        <Text source={`${prefix}BCUID`} label="resources.credits.labels.bcuID" />
        <FunctionField
          label="resources.credits.labels.status"
          render={(r) => statusLabel((prefix ? r[prefix.replace(/\.$/, '')] : r)?.status ?? '')}
        />
        <Text source={`${prefix}bcuHolder`} label="resources.credits.labels.bcuHolder" />
        <Text source={`${prefix}issuer.name`} label="resources.credits.labels.registeredBy" />
        <Text source={`${prefix}origin`} label="resources.credits.labels.origin" />
        <Labeled label="resources.credits.labels.dateOfRegistration">
          <DateField source={`${prefix}registrationApproveDate`} />
        </Labeled>
        <Labeled label="resources.credits.labels.expiryDate">
          <DateField source={`${prefix}expiresAt`} />
        </Labeled>
        <Text source={`${prefix}registrationFlow`} label="resources.credits.labels.registrationFlow" />
      </Section>
      <FileButtons prefix={prefix} />
      <Section title="General information">
        <Texts
          sources={[
            'info.productType',
            'info.rawMaterial',
            'info.certificationScheme',
            'info.sustainabilityCertificationNumber',
            'info.certificationBody',
            'info.feedstockCertification',
            'info.feedstockConversionProcess',
            'info.feedstockOriginWithSCSDetail',
            'info.originalPOSNumber',
          ]}
        />
        <Labeled label="resources.credits.labels.posIssueDate">
          <CalendarDateField source="info.posIssueDate" />
        </Labeled>
      </Section>
      <Section title="Site information">
        <Texts
          sources={[
            'info.supplierName',
            'info.supplierAddress',
            'info.supplierAddressNumber',
            'info.supplierZip',
            'info.supplierCity',
            'info.supplierCountry',
            'info.companyName',
            'info.chainCustodyModel',
            'info.lastProductionCountry',
          ]}
        />
      </Section>
      <Section title="Product information">
        <Texts
          sources={[
            'info.endProduct',
            'info.neatProductSource',
            'info.posID',
            'info.acquisitionDate',
            'info.entryInPOChainDate',
            'info.deliveryCountry',
            'info.airportOfPhysicalEndProductDelivery',
            'info.additionalClaimAsAllowedUnderRsb',
            'info.blendingName',
            'info.blendingCountry',
          ]}
        />
      </Section>
    </Box>
  </CreditFields>
);

export const Scope1Tab = () => (
  <CreditFields>
    <Section title="Scope 1 information">
      <Texts sources={['scope1.scope1Company.name', 'scope1.creditClaimCountry', 'scope1.reporting']} />
    </Section>
  </CreditFields>
);

export const Scope3Tab = () => (
  <CreditFields>
    <Section title="Scope 3 information">
      <Text source="scope3.scope3Company.name" />
      <Text source="scope3.scope3LogisticCompany.name" />
      <Labeled label="resources.credits.labels.anonymousInTheRetirementStatement">
        <BooleanField source="scope3.scope3Anonymity" />
      </Labeled>
    </Section>
  </CreditFields>
);

export const FacilitatorTab = ({ prefix = '' }: { prefix?: string }) => (
  <CreditFields>
    <Section title="Facilitator">
      <Text source={`${prefix}facilitator.facilitatorName`} label="resources.credits.labels.facilitator" />
      <Figure
        source={`${prefix}facilitator.facilitatorAmount`}
        label="resources.credits.labels.assignedAmountBCU"
        format={formatTonnes}
      />
      <Labeled label="resources.credits.labels.transferredByFacilitator">
        <BooleanField source={`${prefix}facilitator.transferedByFacilitator`} />
      </Labeled>
    </Section>
  </CreditFields>
);

export const CreditEventsTab = () => (
  <CreditFields>
    <ArrayField source="events" label={false}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{TEXT.noResult}</Typography>}
      >
        <DateTimeField source="createdAt" />
        <TextField source="creditEvent" sortable={false} />
        <TextField source="BCUID" sortable={false} emptyText="—" />
        <TextField source="triggeredBy" sortable={false} />
        <TextField source="initiatorName" sortable={false} emptyText="—" />
        <TextField source="accountName" sortable={false} emptyText="—" />
        <FunctionField<CreditEventRow>
          label="resources.credits.labels.statusBefore"
          render={(e) => (e.preEventStatus ? statusLabel(e.preEventStatus) : '—')}
        />
        <FunctionField<CreditEventRow>
          label="resources.credits.labels.statusAfter"
          render={(e) => (e.postEventStatus ? statusLabel(e.postEventStatus) : '—')}
        />
        <TextField source="amount" sortable={false} emptyText="—" />
        <TextField source="bcuHolder" sortable={false} emptyText="—" />
      </Datagrid>
    </ArrayField>
  </CreditFields>
);
