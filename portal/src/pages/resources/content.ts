/** Copy of the help area (spec 1 §2 "Documentation page", "Pricing, Version History, Training"). */
import type { LinkKey } from '@bcu/api/contracts';

/** The 12 documents of the documentation page, in the spec's order, each with its link setting. */
export const DOCUMENTS: readonly { key: LinkKey; title: string }[] = [
  { key: 'privacyPolicyURL', title: 'Privacy Policy' },
  { key: 'registryRulebookURL', title: 'Registry Rulebook' },
  { key: 'registryLaunchVideoURL', title: 'Registry Launch Video' },
  { key: 'registryLaunchPresentationURL', title: 'Registry Launch Presentation' },
  { key: 'declarationOfCommitmentURL', title: 'Declaration of Commitment' },
  { key: 'termsAndConditionsURL', title: 'Terms and Conditions' },
  { key: 'feeScheduleURL', title: 'Fee Schedule' },
  { key: 'registryManualURL', title: 'Registry Manual' },
  { key: 'proofOfSustainabilityTemplateURL', title: 'Proof of Sustainability Template' },
  { key: 'proofOfComplianceTemplateURL', title: 'Proof of Compliance Template' },
  { key: 'traderCertificationInformationURL', title: 'Trader Certification Information' },
  { key: 'registryConnectRulesOfParticipation', title: 'Registry Connect Rules of Participation' },
];

/** Version history: the four entries of spec 1 §2, newest first. */
export const VERSION_HISTORY: readonly { date: string; title: string; text: string }[] = [
  {
    date: '11.11.2024',
    title: 'New BCU registration flow',
    text: 'Suppliers register BCUs in a step-by-step wizard, by manual form or from an Excel template, with a preview before submitting.',
  },
  {
    date: '25.10.2024',
    title: 'Feedback submission',
    text: 'Signed-in users can send feedback to the registry team with the Feedback button.',
  },
  {
    date: '10.10.2024',
    title: 'Bug fixing',
    text: 'Fixes and improvements across the registry.',
  },
  {
    date: '01.10.2024',
    title: 'Facilitator role',
    text: 'A Facilitator manages procurement on behalf of other companies once they authorise it: it transfers and retires BCUs on their behalf and owns none itself.',
  },
];

export const RESOURCES_TEXT = {
  title: 'Resources',
  docsTitle: 'Documentation',
  docsIntro: 'The registry documents. A title without a link is not published yet.',
  faqTitle: 'Frequently asked questions',
  faqIntro: 'Can’t find your answer? [Contact us](/contact-us).',
  pricingTitle: 'Pricing',
  historyTitle: 'Version history',
  trainingTitle: 'Training',
  invoiceNote:
    'An invoice is issued after a successful account application. The fees below follow the [Fee Schedule](#feeScheduleURL); the [Terms and Conditions](#termsAndConditionsURL) apply.',
  academyTitle: 'Book & Claim Registry academy',
  academyText:
    'The academy offers e-learning courses on book and claim, the registry’s account types and the work with BCUs: registration, transfer, retirement and statements. Courses suit new account owners and users as well as teams that want a refresher.',
  academyContact: 'Ask about training',
  academyOpen: 'Open the academy',
  academyContactText:
    'Questions about courses for your team, or discounts? Send us a message and we will get back to you.',
} as const;

export interface PriceRow {
  key: string;
  item: string;
  fee: string;
  who: string;
}

/** Fees from spec 1 §9 (help pages); amounts beyond these are in the fee schedule. */
export const PRICES: readonly PriceRow[] = [
  {
    key: 'issuance',
    item: 'BCU issuance',
    fee: 'USD 3.00 per metric tonne of neat fuel',
    who: 'Supplier, invoiced quarterly as volume fee',
  },
  { key: 'annual-supplier', item: 'Annual account fee', fee: 'See the Fee Schedule', who: 'Supplier' },
  {
    key: 'annual',
    item: 'Annual account fee',
    fee: 'See the Fee Schedule',
    who: 'Transport Service Provider, Logistics Service Provider, Intermediary, Facilitator',
  },
  { key: 'free-types', item: 'Account', fee: 'Free', who: 'Corporate End-user, Sustainability Auditor' },
  { key: 'transfer', item: 'BCU transfer', fee: 'Free', who: 'All account types' },
  { key: 'retirement', item: 'BCU retirement', fee: 'Free', who: 'All account types' },
];

export const PRICING_NOTES: readonly string[] = [
  'Billing follows the calendar year; the first annual fee is prorated from the approval of the account.',
  '1 BCU equals 1 tonne (1,000 kg) of neat fuel.',
  'Questions about an invoice? [Contact us](/contact-us).',
];
