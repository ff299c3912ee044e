/** Titles of the parameters (spec 1 §3 "12 document links", spec 1 §2 banners), keyed like the contract. */
import type { AdminParameter } from '@bcu/api/contracts';

export const PARAMETER_LABELS: Record<AdminParameter['key'], string> = {
  privacyPolicyURL: 'Privacy policy',
  registryRulebookURL: 'Registry rulebook',
  registryLaunchVideoURL: 'Launch video',
  registryLaunchPresentationURL: 'Launch presentation',
  declarationOfCommitmentURL: 'Declaration of commitment',
  termsAndConditionsURL: 'Terms and conditions',
  feeScheduleURL: 'Fee schedule',
  registryManualURL: 'Registry manual',
  proofOfSustainabilityTemplateURL: 'Proof of sustainability template',
  proofOfComplianceTemplateURL: 'Proof of compliance template',
  traderCertificationInformationURL: 'Trader certification information',
  registryConnectRulesOfParticipation: 'Registry Connect rules of participation',
  trainingAcademyURL: 'Training academy',
  showHomepageDemoBanner: 'Homepage demo banner',
  showHomepageAcademyBanner: 'Homepage academy banner',
};

/** What the Value column shows: the URL ('—' when not configured) or On / Off for a banner switch. */
export const parameterValueText = (p: Pick<AdminParameter, 'kind' | 'url' | 'value'>): string =>
  p.kind === 'link' ? (p.url ?? '—') : p.value === 'true' ? 'On' : 'Off';
