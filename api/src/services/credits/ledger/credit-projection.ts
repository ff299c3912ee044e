/**
 * How a stored credit row becomes the views of contracts/credit-views.ts, shared by the portal and the backoffice.
 *
 * `credits.details` holds the registration as submitted (the wizard's field names of contracts/credit-registration.ts:
 * endProductType, sustainabilityCertification (scheme id), rawMaterialFeedstock (feedstock id), fieldName …) and,
 * under `details.edited`, the admin's corrections by the spec's BCU field names (productType, certificationScheme,
 * supplierName …; spec 3 §3). The views read the spec's names: the correction when there is one, else the value
 * derived from the registration. The registration as submitted is never overwritten.
 */
import {
  type CreditDetail,
  type CreditEventRow,
  type CreditListRow,
  type CreditStatus,
  CREDIT_STATUS_LABELS,
  kgToTonnes,
} from '../../../contracts';

// the SQL of these views lives in the credit repository (repositories/credit.sql.ts)
export { PRODUCT_TYPE_SQL } from '../../../repositories/credit.sql';

export interface ListSqlRow {
  id: string;
  bcuid: string | null;
  product_type: string | null;
  raw_material: string | null;
  scheme: string | null;
  registration_approved_at: Date | null;
  co2eq_kg: string;
  volume_kg: string;
  energy_mj: string;
  status: CreditStatus;
  expires_at: Date | null;
  company_id: string;
  holder_name: string;
  holder_type: string;
  facilitator_company_id: string | null;
  facilitator_name: string | null;
  facilitator_amount_kg: string | null;
  pos_number: string | null;
  updated_at: Date;
  created_at: Date;
}

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export const statusLabel = (s: CreditStatus): string => CREDIT_STATUS_LABELS[s] ?? s;

export function toListRow(r: ListSqlRow): CreditListRow {
  return {
    id: r.id,
    BCUID: r.bcuid,
    productType: r.product_type,
    rawMaterial: r.raw_material,
    certificationScheme: r.scheme,
    registrationApproveDate: iso(r.registration_approved_at),
    tonnesOfCO2eq: kgToTonnes(r.co2eq_kg),
    volume: kgToTonnes(r.volume_kg),
    neatAmountInMJ: String(r.energy_mj),
    status: r.status,
    statusLabel: statusLabel(r.status),
    expiresAt: iso(r.expires_at),
    companyId: r.company_id,
    bcuHolder: r.holder_name,
    companyType: r.holder_type,
    facilitatorId: r.facilitator_company_id,
    facilitatorName: r.facilitator_name,
    facilitatorAmount: r.facilitator_amount_kg === null ? null : kgToTonnes(r.facilitator_amount_kg),
    posNumber: r.pos_number,
    updatedAt: iso(r.updated_at)!,
    createdAt: iso(r.created_at)!,
  };
}

type Details = Record<string, unknown>;
const str = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

/**
 * The BCU Info fields by the spec's names (spec 2 §3, spec 3 §3), derived from the registration and overlaid by the
 * admin's corrections. The registration's own fields stay in the answer too, for the wizard-shaped summary.
 */
export function creditInfo(
  details: Details,
  names: { scheme: string | null; feedstock: string | null },
): Record<string, unknown> {
  const edited = (details.edited ?? {}) as Details;
  const batches = (Array.isArray(details.batches) ? details.batches : []) as Details[];
  const totals = ((details.figures as Details | undefined)?.totals ?? details.totals ?? {}) as Details;
  const acquired = details.radioButton === 'Supplier';
  const derived: Record<string, unknown> = {
    productType: str(details.endProductType ?? details.productType),
    rawMaterial: names.feedstock ?? str(details.rawMaterial),
    certificationScheme: names.scheme ?? str(details.certificationScheme),
    certificationSchemeId: details.sustainabilityCertification ?? null,
    certificationBody: str(details.fieldCertif),
    sustainabilityCertificationNumber: str(details.sustainabilityCertificationNumber),
    feedstockCertification: str(details.feedstockCertification),
    feedstockConversionProcess: str(details.conversionProcess),
    feedstockOriginWithSCSDetail: str(details.fieldBatchCountry),
    lowerHeatingValue: str(details.lowerHeatingValue),
    originalPOSNumber: str(details.fieldPoSNumber),
    posIssueDate: str(details.posIssueDate),
    endProduct: str(details.endProduct),
    neatProductSource: str(details.radioButton),
    supplierName: str(details.fieldName),
    supplierAddress: str(details.fieldStreet1),
    supplierAddressNumber: str(details.fieldStreet2),
    supplierZip: str(details.fieldPost),
    supplierCity: str(details.fieldCity),
    supplierCountry: str(details.fieldCountry),
    companyName: str(details.companyName),
    chainCustodyModel: str(details.fieldChain),
    blendingName: str(details.blendFieldName),
    blendingAddress: str(details.blendFieldStreet1),
    blendingAddressNumber: str(details.blendFieldStreet2),
    blendingZip: str(details.blendFieldPost),
    blendingCity: str(details.blendFieldCity),
    blendingCountry: str(details.blendFieldCountry),
    posID: str(details.fieldPoS),
    supPosIssueDate: str(details.supPosIssueDate),
    acquisitionDate: acquired ? str(details.supPosIssueDate) : null,
    entryInPOChainDate: str(batches[0]?.entryBlendDate),
    lastProductionCountry: str(details.blendFieldCountry ?? details.fieldCountry),
    deliveryCountry: str(batches[0]?.fieldBatchCountryOf),
    countryOfPhysicalEndProductDelivery: str(batches[0]?.fieldBatchCountryOf),
    airportOfPhysicalEndProductDelivery: str(batches[0]?.fieldSaf),
    additionalClaimAsAllowedUnderRsb: str(batches[0]?.fieldRsb),
    incentivesSAFDeclarationAndTaxCredits: Array.isArray(batches[0]?.fieldDec) ? batches[0].fieldDec : [],
    dateProd: str(batches[0]?.dateProd),
    batchNumber: batches.length,
    LCAGHGValue: str(totals.averageLcaValue),
    GHGEmissionReduction: str(totals.weightedGhgReduction),
    defaultILUCValue: str(details.fieldSustainabilityCO2),
    directLandUseChangeDisaggregatedValue: str(details.fieldSustainabilityLand),
    landfillDirectionCreditDisaggregatedValue: str(details.fieldSustainabilityLandfill),
    recyclingEmissionCreditDisaggregatedValue: str(details.fieldSustainabilityRecycling),
    abatementBaselineScheme: details.sustainabilityCertification ?? null,
    batches,
  };
  const registration = Object.fromEntries(Object.entries(details).filter(([k]) => k !== 'edited'));
  return { ...registration, ...derived, ...edited };
}

export interface EventSqlRow {
  id: string;
  created_at: Date;
  triggered_by: 'User' | 'System';
  initiator_name: string | null;
  account_name: string | null;
  event: CreditEventRow['creditEvent'];
  bcuid: string | null;
  pre_status: string | null;
  post_status: string | null;
  amount_kg: string | null;
  holder_name: string | null;
}

export const toEventRow = (e: EventSqlRow): CreditEventRow => ({
  id: String(e.id),
  createdAt: iso(e.created_at)!,
  triggeredBy: e.triggered_by,
  initiatorName: e.initiator_name,
  accountName: e.account_name,
  creditEvent: e.event,
  BCUID: e.bcuid,
  preEventStatus: e.pre_status,
  postEventStatus: e.post_status,
  amount: e.amount_kg === null ? null : kgToTonnes(e.amount_kg),
  bcuHolder: e.holder_name,
});

/** The detail's fields apart from `tabs`, `events` (and the admin's note/attachments), from one row. */
export interface DetailSqlRow extends ListSqlRow {
  root_id: string | null;
  parent_id: string | null;
  origin: string | null;
  issuer_company_id: string;
  issuer_name: string;
  issuer_type: string;
  registration_flow: string | null;
  registration_denied_at: Date | null;
  pos_file_id: string | null;
  supplier_file_id: string | null;
  details: Details;
  cs_name: string | null;
  cs_baseline: string | null;
  fs_name: string | null;
  scope1: { id: string; name: string; type: string } | null;
  scope3: { id: string; name: string; type: string } | null;
  scope3_logistic: { id: string; name: string; type: string } | null;
  credit_claim_country: string | null;
  reporting: string | null;
  scope3_anonymity: boolean;
  transferred_by_facilitator: boolean;
  certification_expired: boolean;
}

export function toDetail(r: DetailSqlRow): Omit<CreditDetail, 'tabs' | 'events'> {
  const info = creditInfo(r.details ?? {}, { scheme: r.cs_name, feedstock: r.fs_name });
  const batches = (info.batches ?? []) as Record<string, unknown>[];
  return {
    ...toListRow(r),
    rootId: r.root_id,
    parentId: r.parent_id,
    origin: r.origin,
    issuer: { id: r.issuer_company_id, name: r.issuer_name, type: r.issuer_type },
    registrationFlow: r.registration_flow,
    registrationDenyDate: iso(r.registration_denied_at),
    hasPosFile: r.pos_file_id !== null,
    hasSupplierFile: r.supplier_file_id !== null,
    info,
    values: {
      volume: kgToTonnes(r.volume_kg),
      tonnesOfCO2eq: kgToTonnes(r.co2eq_kg),
      neatAmountInMJ: String(r.energy_mj),
      lowerHeatingValue: info.lowerHeatingValue ?? null,
      LCAGHGValue: info.LCAGHGValue ?? null,
      GHGEmissionReduction: info.GHGEmissionReduction ?? null,
      abatementBaseline: r.cs_name
        ? { id: info.certificationSchemeId, name: r.cs_name, baselineValue: r.cs_baseline }
        : null,
      defaultILUCValue: info.defaultILUCValue ?? null,
      directLandUseChangeDisaggregatedValue: info.directLandUseChangeDisaggregatedValue ?? null,
      landfillDirectionCreditDisaggregatedValue: info.landfillDirectionCreditDisaggregatedValue ?? null,
      recyclingEmissionCreditDisaggregatedValue: info.recyclingEmissionCreditDisaggregatedValue ?? null,
      batchNumber: Number(info.batchNumber ?? batches.length) || batches.length,
      batches,
    },
    scope1: {
      scope1Company: r.scope1,
      creditClaimCountry: r.credit_claim_country,
      reporting: r.reporting,
      // a Transit unit has a transfer or retirement request under review
      hasPendingRequests: r.status === 'Transit',
    },
    scope3: { scope3Company: r.scope3, scope3LogisticCompany: r.scope3_logistic, scope3Anonymity: r.scope3_anonymity },
    facilitator: {
      facilitatorId: r.facilitator_company_id,
      facilitatorName: r.facilitator_name,
      facilitatorAmount: r.facilitator_amount_kg === null ? null : kgToTonnes(r.facilitator_amount_kg),
      transferedByFacilitator: r.transferred_by_facilitator,
    },
    certificationExpired: r.certification_expired,
  };
}
