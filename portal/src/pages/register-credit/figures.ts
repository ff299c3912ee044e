/**
 * Live recalculation (spec 2 §4, §9) with the contract's exact formulas: a batch's energy and GHG reduction as soon
 * as its inputs are valid decimals, and the summary's totals once every batch is complete.
 */
import {
  DECIMAL_3,
  SIGNED_DECIMAL_3,
  computeRegistrationFigures,
  energyMJ,
  ghgReductionPercent,
  type CertificationScheme,
  type RegistrationFigures,
} from '@bcu/api/contracts';
import { displayReduction } from './wizard-rules';

type Values = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const baselineOf = (values: Values, schemes: readonly CertificationScheme[]): string | undefined =>
  schemes.find((s) => s.id === values.sustainabilityCertification)?.baselineValue;

export function batchFigures(values: Values, schemes: readonly CertificationScheme[]): { energyMJ?: string; ghgReduction?: string }[] {
  const lhv = str(values.lowerHeatingValue);
  const baseline = baselineOf(values, schemes);
  const batches = Array.isArray(values.batches) ? (values.batches as Values[]) : [];
  return batches.map((b) => {
    const tonnes = str(b?.fieldTonnes);
    const lca = str(b?.fieldCO2);
    return {
      energyMJ: DECIMAL_3.test(lhv) && DECIMAL_3.test(tonnes) ? energyMJ(lhv, tonnes) : undefined,
      ghgReduction: baseline && SIGNED_DECIMAL_3.test(lca) ? displayReduction(ghgReductionPercent(lca, baseline)) : undefined,
    };
  });
}

/** Every figure of the summary, or undefined while an input is missing or not a number. */
export function registrationFigures(values: Values, schemes: readonly CertificationScheme[]): RegistrationFigures | undefined {
  const lhv = str(values.lowerHeatingValue);
  const baseline = baselineOf(values, schemes);
  const batches = Array.isArray(values.batches) ? (values.batches as Values[]) : [];
  if (!baseline || !DECIMAL_3.test(lhv) || batches.length === 0) return undefined;
  const rows = batches.map((b) => ({ fieldID: str(b?.fieldID), fieldTonnes: str(b?.fieldTonnes), fieldCO2: str(b?.fieldCO2) }));
  if (rows.some((r) => !DECIMAL_3.test(r.fieldTonnes) || !SIGNED_DECIMAL_3.test(r.fieldCO2))) return undefined;
  return computeRegistrationFigures(lhv, rows, baseline);
}
