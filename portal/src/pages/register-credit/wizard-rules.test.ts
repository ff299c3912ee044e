/** The registration wizard's rules (spec 2 §2.13, §8, §9). */
import { describe, expect, it } from 'vitest';
import { MSG, type CertificationScheme } from '@bcu/api/contracts';
import {
  batchCountryPatch,
  batchStepButton,
  blendAddressPatch,
  canAddBatch,
  canOpenStep,
  changePatch,
  clearsSupplierFile,
  corsiaErrorsShown,
  displayReduction,
  registrationFailure,
  schemeIsCorsia,
  siteAddressPatch,
  stepsFor,
  summaryIsCorsia,
  summarySections,
  toPayload,
} from './wizard-rules';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';
import { batchFigures, registrationFigures } from './figures';
import { excelNeedsManualReview, stepIssues } from './step-validation';

const schemes: CertificationScheme[] = [
  { id: 1, name: 'RSB Global', baselineValue: '94.00', fuelEmissionFactor: '3.1600', isCorsia: false },
  { id: 3, name: 'RSB CORSIA', baselineValue: '89.00', fuelEmissionFactor: '3.1600', isCorsia: true },
  { id: 5, name: 'ISCC CORSIA', baselineValue: '89.00', fuelEmissionFactor: '3.1600', isCorsia: true },
];
const company = { name: 'Demo Supplier', streetAddress: '1 Zurich Street', streetAddressLineTwo: null, zip: '10001', city: 'Zurich', country: 'Switzerland' };

describe('wizard steps', () => {
  it('has 5 manual steps, 6 when the certification name contains CORSIA; Excel has upload and summary', () => {
    expect(stepsFor('manual', schemeIsCorsia(schemes, 1))).toEqual(['general', 'site', 'product', 'batches', 'summary']);
    expect(stepsFor('manual', schemeIsCorsia(schemes, 3))).toEqual(['general', 'site', 'product', 'batches', 'corsia', 'summary']);
    expect(schemeIsCorsia(schemes, 5)).toBe(true);
    expect(schemeIsCorsia(schemes, undefined)).toBe(false);
    expect(stepsFor('excel', true)).toEqual(['upload', 'summary']);
  });

  it("labels the batch step's button 'Next step' with CORSIA, otherwise 'Preview'", () => {
    expect(batchStepButton(true)).toBe('Next step');
    expect(batchStepButton(false)).toBe('Preview');
  });

  it('shows CORSIA errors only for certification 5; the summary treats 3 and 5 as CORSIA', () => {
    expect(corsiaErrorsShown(5)).toBe(true);
    expect(corsiaErrorsShown(3)).toBe(false);
    expect(summaryIsCorsia(3)).toBe(true);
    expect(summaryIsCorsia(5)).toBe(true);
    expect(summaryIsCorsia(1)).toBe(false);
  });

  it('opens a step by click only once visited', () => {
    const visited = new Set(['general', 'site'] as const);
    expect(canOpenStep('general', 'site', visited)).toBe(true);
    expect(canOpenStep('product', 'site', visited)).toBe(false);
    expect(canOpenStep('site', 'site', visited)).toBe(false);
  });
});

describe('wizard state', () => {
  const manual = stepsFor('manual', false);
  const run = (...actions: Parameters<typeof wizardReducer>[1][]): WizardState => actions.reduce(wizardReducer, initialWizardState);

  it('advances one step at a time and tracks visited steps; Back from the summary returns to step 1', () => {
    const s = run({ type: 'advance', steps: manual }, { type: 'advance', steps: manual }, { type: 'advance', steps: manual }, { type: 'advance', steps: manual });
    expect(s.step).toBe('summary');
    expect(s.visited).toEqual(['general', 'site', 'product', 'batches', 'summary']);
    const back = wizardReducer(s, { type: 'back', steps: manual });
    expect(back.step).toBe('general');
    expect(wizardReducer(back, { type: 'open', step: 'batches' }).step).toBe('batches');
    expect(wizardReducer(initialWizardState, { type: 'open', step: 'batches' }).step).toBe('general');
  });

  it('locks the Manual/Excel choice while an Excel file is uploaded; Back from the summary keeps Excel mode', () => {
    const excel = run({ type: 'mode', mode: 'excel' }, { type: 'excelUploaded', upload: { fileName: 'a.xlsx', source: 'Acquired' } });
    expect(excel.mode).toBe('excel');
    expect(wizardReducer(excel, { type: 'mode', mode: 'manual' })).toBe(excel);
    const summary = wizardReducer(excel, { type: 'advance', steps: stepsFor('excel', false) });
    expect(summary.step).toBe('summary');
    const back = wizardReducer(summary, { type: 'back', steps: stepsFor('excel', false) });
    expect(back).toMatchObject({ mode: 'excel', step: 'upload', excel: { fileName: 'a.xlsx' } });
    const removed = wizardReducer(back, { type: 'excelRemoved' });
    expect(removed.excel).toBeUndefined();
    expect(wizardReducer(removed, { type: 'mode', mode: 'manual' }).mode).toBe('manual');
  });

  it('goes back to the manual form with every step reachable when the Excel values have errors', () => {
    const s = run({ type: 'mode', mode: 'excel' }, { type: 'excelUploaded', upload: { fileName: 'a.xlsx', source: 'Produced' } }, { type: 'excelErrors', corsia: true });
    expect(s).toMatchObject({ mode: 'manual', step: 'general', validate: true, excel: undefined });
    expect(s.visited).toContain('corsia');
  });
});

describe('clearing rules', () => {
  it("'Same as account address' copies the company address, unticking clears it", () => {
    expect(siteAddressPatch(true, company)).toEqual({
      fieldName: 'Demo Supplier',
      fieldStreet1: '1 Zurich Street',
      fieldStreet2: undefined,
      fieldPost: '10001',
      fieldCity: 'Zurich',
      fieldCountry: 'Switzerland',
    });
    expect(Object.values(siteAddressPatch(false, company)).every((v) => v === undefined)).toBe(true);
  });

  it('final production site: account address, production site address, or a new (cleared) address', () => {
    expect(blendAddressPatch('account', company, {})).toMatchObject({ blendFieldName: 'Demo Supplier', blendFieldCountry: 'Switzerland' });
    expect(blendAddressPatch('site', company, { fieldName: 'Refinery', fieldCity: 'Basel' })).toMatchObject({ blendFieldName: 'Refinery', blendFieldCity: 'Basel', blendFieldStreet1: undefined });
    expect(Object.values(blendAddressPatch('new', company, { fieldName: 'x' })).every((v) => v === undefined)).toBe(true);
  });

  it('third party No clears the company name; Produced clears the supplier PDF; a new delivery country clears the airport', () => {
    expect(changePatch({ doesThirdPartyManage: 'No' })).toEqual({ companyName: undefined });
    expect(changePatch({ doesThirdPartyManage: 'Yes' })).toEqual({});
    expect(clearsSupplierFile('Self-production')).toBe(true);
    expect(clearsSupplierFile('Supplier')).toBe(false);
    expect(batchCountryPatch('France')).toEqual({ fieldSaf: undefined, isExceptedCountry: false });
    expect(batchCountryPatch('Monaco')).toEqual({ fieldSaf: undefined, isExceptedCountry: true });
  });

  it('allows 20 batches: adding is disabled at the maximum', () => {
    expect(canAddBatch(19)).toBe(true);
    expect(canAddBatch(20)).toBe(false);
  });
});

describe('summary', () => {
  it('numbers the sections; Total values is 6 with CORSIA, otherwise 5; section 3 is titled by the source', () => {
    const withCorsia = summarySections(true, 'Supplier');
    expect(withCorsia.map((s) => `${s.number}. ${s.title}`)).toEqual([
      '1. General information',
      '2. Site information',
      '3. Supplier Information',
      '4. Batch information',
      '5. ICAO CORSIA information',
      '6. Total values',
    ]);
    const without = summarySections(false, 'Self-production');
    expect(without.map((s) => `${s.number}. ${s.title}`)).toEqual([
      '1. General information',
      '2. Site information',
      '3. Final Production Site Information',
      '4. Batch information',
      '5. Total values',
    ]);
  });

  it('recalculates energy, reduction and totals with the contract formulas', () => {
    const values = {
      sustainabilityCertification: 3,
      lowerHeatingValue: '43.15',
      batches: [
        { fieldID: 'A', fieldTonnes: '10.5', fieldCO2: '20' },
        { fieldID: 'B', fieldTonnes: '2', fieldCO2: '' },
      ],
    };
    expect(batchFigures(values, schemes)).toEqual([
      { energyMJ: '453075', ghgReduction: '77.52809' },
      { energyMJ: '86300', ghgReduction: undefined },
    ]);
    expect(registrationFigures(values, schemes)).toBeUndefined();
    values.batches[1].fieldCO2 = '30';
    const f = registrationFigures(values, schemes)!;
    expect(f.totals.totalTonnes).toBe('12.500');
    expect(f.totals.totalMJ).toBe('539375');
    // 453075 × (89 − 20) / 10^6 + 86300 × (89 − 30) / 10^6 = 31.262175 + 5.0917 = 36.353875
    expect(f.totals.totalCo2eqTonnes).toBe('36.354');
    expect(displayReduction('150')).toBe('0.0015');
    expect(displayReduction('77.52809')).toBe('77.52809');
  });

  it('sends non-empty values only, CORSIA commas stripped and only with CORSIA, and the flow', () => {
    const payload = toPayload(
      { fieldName: ' Site ', fieldStreet2: '', blendAddressOption: 'new', fieldSustainabilityLand: '1,234.5', dateSustainabilitySAF: '2026-01-01', batches: [{ fieldID: 'A', fieldDec: [], fieldSaf: undefined }] },
      'manual',
      true,
    );
    expect(payload).toEqual({ fieldName: 'Site', fieldSustainabilityLand: '1234.5', dateSustainabilitySAF: '2026-01-01', batches: [{ fieldID: 'A' }], registrationFlow: 'Manual form' });
    expect(toPayload({ fieldSustainabilityLand: '1', dateSustainabilitySAF: '2026-01-01' }, 'excel', false)).toEqual({ registrationFlow: 'Excel file' });
  });
});

describe('failure texts (spec 2 §8)', () => {
  it('a string message as is, an array as the validation list, otherwise the sentence, an exception Something went wrong', () => {
    expect(registrationFailure({ statusCode: 409, message: MSG.posIdExists, details: [] })).toEqual({ title: 'Error', message: MSG.posIdExists, items: [] });
    expect(
      registrationFailure({ statusCode: 422, message: 'Field is required', details: [{ message: 'Field is required' }, { message: MSG.batchIdUnique }] }),
    ).toEqual({ title: 'Error', message: 'Validation error. Please make sure the fields are filled out correctly:', items: ['Field is required', MSG.batchIdUnique] });
    expect(registrationFailure({ statusCode: 500, message: '', details: [] }).message).toBe('Validation error. Please make sure the fields are filled out correctly');
    expect(registrationFailure(new TypeError('x'))).toEqual({ title: 'Error', message: 'Something went wrong', items: [] });
    expect(registrationFailure({ statusCode: 422, message: MSG.posFileRequired, details: [] }).title).toBe('File Validation Error');
  });
});

describe('step validation with the contract schemas', () => {
  const ctx = { today: '2026-11-22', schemes, feedstockCertifications: ['RSB CORSIA'] };

  it('asks for the PoS PDF and reports a taken PoS number on step 1', () => {
    const messages = stepIssues('general', { fieldPoSNumber: 'POS-1' }, { ...ctx, posNumberExists: true }).map((i) => i.message);
    expect(messages).toContain(MSG.uploadPdf);
    expect(messages).toContain(MSG.posIdExists);
    expect(messages).toContain(MSG.productTypeRequired);
  });

  it('counts the reference list incentives as known ones; at most 3 custom entries of 3 to 10 characters', () => {
    const batch = (fieldDec: string[]) => ({ batches: [{ fieldID: 'A', fieldDec }] });
    const incentiveIssue = (fieldDec: string[], incentives?: string[]) =>
      stepIssues('batches', batch(fieldDec), { ...ctx, incentives }).some((i) => i.message === MSG.incentiveManualEntries);
    expect(incentiveIssue(['California LCFS', 'Own', 'Second', 'Third'])).toBe(false);
    expect(incentiveIssue(['Own', 'Second', 'Third', 'Fourth'])).toBe(true);
    expect(incentiveIssue(['A much longer entry'])).toBe(true);
    expect(incentiveIssue(['EU ReFuelEU Aviation', 'Own'], ['EU ReFuelEU Aviation'])).toBe(false);
  });

  it('checks the CORSIA step only for certification 5', () => {
    expect(stepIssues('corsia', { sustainabilityCertification: 3 }, ctx)).toEqual([]);
    expect(stepIssues('corsia', { sustainabilityCertification: 5, fieldSustainabilityLand: 'abc' }, ctx).map((i) => i.message)).toContain(MSG.corsiaNumber);
  });

  it('sends Excel values with field errors back to the manual form, but not a missing PDF alone', () => {
    expect(excelNeedsManualReview([{ path: ['posFile'], message: MSG.uploadPdf }])).toBe(false);
    expect(excelNeedsManualReview([{ path: ['batches', 0, 'fieldID'], message: MSG.fieldRequired }])).toBe(true);
  });
});
