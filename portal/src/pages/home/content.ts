/** Copy of the landing page (spec 1 §2 "Landing page"); the roles table follows the spec row by row. */

export const HERO = {
  title: 'Book & Claim Registry',
  subtitle:
    'The registry for book-and-claim units (BCUs) of sustainable aviation fuel: one BCU is one tonne of neat certified fuel, carrying its CO2eq reduction from the producer to the company that claims it.',
};

export const INTRODUCTION = {
  title: 'Introduction',
  paragraphs: [
    'Sustainable fuel rarely reaches the aircraft or truck of the company that pays for it. Book and claim separates the physical fuel from its environmental attributes: the fuel enters the supply chain where it is produced, and the BCU that represents it travels through the registry to the company that claims the reduction.',
    'Companies apply for an account, the system admin approves it, and their users can then — depending on the account type — register BCUs, hold, transfer and retire them, and obtain public retirement statements.',
  ],
};

export const BENEFITS = [
  {
    key: 'robust',
    title: 'Robust',
    text: 'Every BCU has one owner at a time and a full history of events; a retired BCU can never be claimed twice.',
  },
  {
    key: 'credible',
    title: 'Credible',
    text: 'Registrations are backed by proofs of sustainability and reviewed by the system admin before they count.',
  },
  {
    key: 'proven',
    title: 'Proven',
    text: 'Built on the book-and-claim practice used across the transport and logistics sector.',
  },
  {
    key: 'scalable',
    title: 'Scalable',
    text: 'From a single airline to global supply chains: suppliers, intermediaries, airlines, forwarders and corporates work in one registry.',
  },
] as const;

export const STEPS = [
  {
    title: 'Apply',
    text: 'Complete the application for your company and account type, with your signed company letter.',
  },
  {
    title: 'Get approved',
    text: 'Confirm your e-mail address; the system admin reviews your application, normally within 2 working days.',
  },
  {
    title: 'Trade and claim',
    text: 'Log in with your one-time code and register, transfer or retire BCUs as your account type allows.',
  },
] as const;

export const CTA = {
  title: 'Ready to join the registry?',
  text: 'Apply for an account for your company today.',
};

export type Right = 'yes' | 'no' | 'onBehalf';

export interface RoleRow {
  key: string;
  role: string;
  register: Right;
  transfer: Right;
  hold: Right;
  retire: Right;
  mode: string;
  claimant: string;
}

/** Rights, mode and claimant exactly as spec 1 §2 lists them; '—' where the spec names none. */
export const ROLE_ROWS: RoleRow[] = [
  {
    key: 'supplier',
    role: 'Supplier',
    register: 'yes',
    transfer: 'yes',
    hold: 'yes',
    retire: 'yes',
    mode: 'Air only',
    claimant: 'N/A',
  },
  {
    key: 'intermediary',
    role: 'Intermediary',
    register: 'yes',
    transfer: 'no',
    hold: 'no',
    retire: 'no',
    mode: '—',
    claimant: '—',
  },
  {
    key: 'tsp',
    role: 'Transport Service Provider (TSP)',
    register: 'yes',
    transfer: 'no',
    hold: 'no',
    retire: 'no',
    mode: '—',
    claimant: 'Scope 1',
  },
  {
    key: 'lsp',
    role: 'Logistics Service Provider (LSP)',
    register: 'yes',
    transfer: 'no',
    hold: 'no',
    retire: 'no',
    mode: '—',
    claimant: 'Scope 3',
  },
  {
    key: 'corporate',
    role: 'Corporate End-user',
    register: 'yes',
    transfer: 'no',
    hold: 'no',
    retire: 'no',
    mode: '—',
    claimant: 'Scope 3',
  },
  {
    key: 'facilitator',
    role: 'Facilitator',
    register: 'yes',
    transfer: 'onBehalf',
    hold: 'yes',
    retire: 'onBehalf',
    mode: 'All',
    claimant: '—',
  },
  {
    key: 'auditor',
    role: 'Sustainability Auditor',
    register: 'no',
    transfer: 'no',
    hold: 'no',
    retire: 'no',
    mode: 'All',
    claimant: '—',
  },
];

export const RIGHT_LABELS: Record<Right, string> = { yes: 'Allowed', no: 'Not allowed', onBehalf: 'On behalf only' };
