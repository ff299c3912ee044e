/**
 * From the cells of a filled template to the wizard's values (spec 2 §2.13, contracts/credit-registration.ts): the
 * certification scheme and the feedstock by name to their ids, the other list values matched case-insensitively to their canonical spelling, the product source to its
 * stored radio value, and per batch the computed energy (MJ) and GHG reduction (spec 2 §9; with no known scheme
 * the default baseline of 100). Unknown values are passed on as typed, for the wizard's validation to show.
 */
import type { CertificationScheme, ExcelList, ExcelSource, Feedstock } from '../../../contracts';
import { batchColumns, registrationColumns } from '../../../contracts';

export interface ReferenceLists {
  schemes: CertificationScheme[];
  names: Record<ExcelList, string[]>;
  feedstocks: Feedstock[];
}

export interface Formulas {
  energyMJ(lhv: string, tonnes: string): string;
  ghgReductionPercent(lca: string, baseline: string): string;
  defaultBaseline: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

function canonical(value: string, options: string[]): string {
  const hit = options.find((o) => o.toLowerCase() === value.toLowerCase());
  return hit ?? value;
}

export function toWizardValues(
  source: ExcelSource,
  registration: Record<string, string>,
  batches: Record<string, string>[],
  lists: ReferenceLists,
  f: Formulas,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const c of registrationColumns(source)) {
    const v = registration[c.key];
    if (v === undefined) continue;
    values[c.key] = c.kind === 'list' && c.list ? canonical(v, lists.names[c.list]) : v;
  }
  const scheme = lists.schemes.find(
    (s) => s.name.toLowerCase() === String(values.sustainabilityCertification ?? '').toLowerCase(),
  );
  if (scheme) values.sustainabilityCertification = scheme.id;
  const feedstock = lists.feedstocks.find(
    (r) => r.name.toLowerCase() === String(values.rawMaterialFeedstock ?? '').toLowerCase(),
  );
  if (feedstock) values.rawMaterialFeedstock = feedstock.id;
  values.radioButton = source === 'Acquired' ? 'Supplier' : 'Self-production';
  values.registrationFlow = 'Excel file';
  const lhv = String(values.lowerHeatingValue ?? '');
  const baseline = scheme?.baselineValue ?? f.defaultBaseline;
  values.batches = batches.map((row) => {
    const batch: Record<string, unknown> = {};
    for (const c of batchColumns(source)) {
      const v = row[c.key];
      if (v === undefined) continue;
      batch[c.key] = c.kind === 'list' && c.list ? canonical(v, lists.names[c.list]) : v;
    }
    if (typeof batch.fieldSaf === 'string') batch.fieldSaf = batch.fieldSaf.toUpperCase();
    if (typeof batch.fieldDec === 'string')
      batch.fieldDec = batch.fieldDec
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    const tonnes = String(batch.fieldTonnes ?? '');
    if (DECIMAL.test(lhv) && DECIMAL.test(tonnes)) batch.fieldMJ = f.energyMJ(lhv, tonnes);
    const lca = String(batch.fieldCO2 ?? '');
    if (DECIMAL.test(lca) && DECIMAL.test(baseline)) batch.fieldGHG = f.ghgReductionPercent(lca, baseline);
    return batch;
  });
  return values;
}
