/**
 * Which contract schema checks which step (spec 2 §5 "Registration wizard"), plus the two checks the schemas cannot
 * make: the chosen PDFs ('Please upload pdf file') and the PoS number's uniqueness ('PoS ID already exists in the
 * system', asked of the server before leaving step 1).
 */
import {
  MSG,
  batchListSchema,
  corsiaSchema,
  creditRegistrationSchema,
  generalInfoSchema,
  productInfoSchema,
  siteInfoSchema,
  type CertificationScheme,
} from '@bcu/api/contracts';
import type { ZodIssueLike } from '../../features/forms/zod-rule';
import { corsiaErrorsShown, type StepKey } from './wizard-rules';

type Values = Record<string, unknown>;

export interface StepContext {
  today: string;
  schemes: readonly CertificationScheme[];
  feedstockCertifications: readonly string[];
  /** Known incentive names (GET /reference/incentives); other entries are manual ones. */
  incentives?: readonly string[];
  posNumberExists?: boolean;
}

const issuesOf = (r: { success: boolean; error?: { issues: ZodIssueLike[] } }): ZodIssueLike[] => (r.success ? [] : (r.error?.issues ?? []));
const hasFile = (v: unknown) => typeof v === 'object' && v !== null && 'name' in v;

/** The issues that keep `step` from advancing; an empty list lets it advance. */
export function stepIssues(step: StepKey, values: Values, ctx: StepContext): ZodIssueLike[] {
  const o = {
    today: ctx.today,
    feedstockCertifications: ctx.feedstockCertifications,
    incentives: ctx.incentives,
    isCorsiaScheme: (id: number) => ctx.schemes.some((s) => s.id === id && s.isCorsia),
  };
  const product = { endProduct: values.endProduct as string | undefined, radioButton: values.radioButton as string | undefined };
  const issues: ZodIssueLike[] = [];
  switch (step) {
    case 'general':
      issues.push(...issuesOf(generalInfoSchema(o).safeParse(values)));
      if (!hasFile(values.posFile)) issues.push({ path: ['posFile'], message: MSG.uploadPdf });
      if (ctx.posNumberExists) issues.push({ path: ['fieldPoSNumber'], message: MSG.posIdExists });
      break;
    case 'site':
      issues.push(...issuesOf(siteInfoSchema().safeParse(values)));
      break;
    case 'product':
      issues.push(...issuesOf(productInfoSchema(o).safeParse(values)));
      if (values.radioButton === 'Supplier' && !hasFile(values.supplierFile)) issues.push({ path: ['supplierFile'], message: MSG.uploadPdf });
      break;
    case 'batches':
      issues.push(...issuesOf(batchListSchema(o, product).safeParse({ batches: values.batches ?? [] })));
      break;
    case 'corsia':
      if (corsiaErrorsShown(values.sustainabilityCertification)) issues.push(...issuesOf(corsiaSchema(o).safeParse(values)));
      break;
    case 'upload':
      issues.push(...issuesOf(creditRegistrationSchema(o).safeParse({ ...values, registrationFlow: 'Excel file' })));
      if (!hasFile(values.posFile)) issues.push({ path: ['posFile'], message: MSG.uploadPdf });
      if (values.radioButton === 'Supplier' && !hasFile(values.supplierFile)) issues.push({ path: ['supplierFile'], message: MSG.uploadPdf });
      break;
    case 'summary':
      break;
  }
  return issues;
}

/** True when the Excel values failed on fields of the form (not just a missing PDF): back to the manual form. */
export const excelNeedsManualReview = (issues: readonly ZodIssueLike[]): boolean =>
  issues.some((i) => i.path[0] !== 'posFile' && i.path[0] !== 'supplierFile');
