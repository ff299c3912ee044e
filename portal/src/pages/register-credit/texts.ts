/**
 * Screen texts of the registration wizard (spec 2 §2.13). Field labels are the Excel template's column labels
 * (contracts/credit-excel.ts), so the form, the summary and the template name every field alike. Messages come
 * from MSG.
 */
import { batchColumns, registrationColumns } from '@bcu/api/contracts';

const LABELS: Record<string, string> = Object.fromEntries(
  [...registrationColumns('Acquired'), ...registrationColumns('Produced'), ...batchColumns('Produced')].map((c) => [c.key, c.label]),
);

/** The label of a wizard field. */
export const fieldLabel = (key: string): string => LABELS[key] ?? key;

export const WIZARD_TEXT = {
  title: 'BCU Registration',
  modeQuestion: 'How do you want to register?',
  manual: 'Manual Registration',
  excel: 'Upload data via Excel file',
  modeLocked: 'Remove the uploaded Excel file to switch to the manual form.',
  steps: {
    general: 'General information',
    site: 'Site information',
    product: 'Product information',
    batches: 'Batch information',
    corsia: 'ICAO CORSIA information',
    upload: 'PoS and data upload',
    summary: 'Summary',
  },
  nextStep: 'Next step',
  preview: 'Preview',
  back: 'Back',
  submitRegistration: 'Submit registration',
  returnButton: 'Return',
  submit: 'Submit',
  posPdf: 'PoS document (PDF, max 10 MB)',
  supplierPdf: 'Supplier PoS document (PDF, max 10 MB)',
  selectPdf: 'Select PDF',
  sameAsAccount: 'Same as account address',
  sameAsSite: 'Same as production site address',
  newAddress: 'New address',
  thirdParty: 'Does a third party manage the site?',
  yes: 'Yes',
  no: 'No',
  productSource: 'Product source',
  acquired: 'Acquired',
  produced: 'Produced',
  supplierInformation: 'Supplier Information',
  finalProductionSite: 'Final Production Site Information',
  batch: (n: number) => `Batch ${n}`,
  addBatch: 'Add batch',
  removeBatch: 'Remove batch',
  maxBatches: (n: number) => `At most ${n} batches per registration.`,
  energy: 'Energy content (MJ)',
  ghgReduction: 'GHG emission reduction (%)',
  airportPlaceholder: 'Type 3 characters to search',
  incentivesPlaceholder: 'Choose or type (custom entries: 3 to 10 characters, at most 3)',
  totalValues: 'Total values',
  totals: {
    batchCount: 'Number of batches',
    totalTonnes: 'Total mass of neat fuel (t) / BCUs',
    averageTonnes: 'Average mass (t)',
    totalMJ: 'Total energy content (MJ)',
    averageLcaValue: 'Average LCA GHG value (gCO2e/MJ)',
    weightedGhgReduction: 'Weighted GHG emission reduction (%)',
    totalCo2eqTonnes: 'Total CO2eq reduction (t)',
    baseline: 'Baseline (gCO2e/MJ)',
  },
  downloadTemplate: (source: string) => `Download the template (${source})`,
  excelFile: 'Filled template (.xlsx)',
  selectExcel: 'Select Excel file',
  templateHelp:
    'Choose the product source, download its template, fill in the Registration and Batches sheets and upload it with the PoS document.',
  confirmTitle: 'Submit registration',
  files: 'Documents',
  none: '—',
} as const;
