/**
 * The 37 questions of the FAQ (spec 1 §2 "FAQ page"), in the five categories of its sub-routes.
 * Every answer states a fact the specifications give; `[text](/path)` marks a link inside the portal
 * (contact, documentation, pricing), rendered by `RichText`.
 */
export const FAQ_CATEGORIES = ['general', 'account_management', 'bcu', 'carbon', 'technical'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  general: 'General',
  account_management: 'Account management',
  bcu: 'BCU',
  carbon: 'Carbon',
  technical: 'Technical',
};

export interface FaqEntry {
  /** Stable id for `?id=` links. */
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  // general (9)
  {
    id: 'what-is-the-registry',
    category: 'general',
    question: 'What is the Book & Claim Registry?',
    answer:
      'A registry of book-and-claim units (BCUs) of sustainable fuel, currently aviation fuel, used mainly by the transport and logistics sector. Companies apply for an account, the system admin approves it, and then, depending on the account type, their users register, hold, transfer and retire BCUs and obtain public retirement statements and certificates.',
  },
  {
    id: 'what-is-a-bcu',
    category: 'general',
    question: 'What is a BCU?',
    answer:
      'A BCU is a book-and-claim unit: one BCU represents one tonne (1,000 kg) of neat certified sustainable fuel, and it carries the CO2eq reduction of that fuel in tonnes.',
  },
  {
    id: 'what-is-book-and-claim',
    category: 'general',
    question: 'What does book and claim mean?',
    answer:
      'The physical fuel enters the supply chain where it is produced, while its environmental attributes are booked in the registry as BCUs. The BCU travels through the registry to the company that claims the reduction, which retires it; the public retirement statement documents the claim.',
  },
  {
    id: 'account-types',
    category: 'general',
    question: 'Which account types exist?',
    answer:
      'Supplier, Intermediary, Transport Service Provider (TSP), Logistics Service Provider (LSP), Corporate End-user, Facilitator and Sustainability Auditor. The System Admin account belongs to the registry. The roles table on the home page shows which rights each type has; if you are unsure which type fits your company, [contact us](/contact-us).',
  },
  {
    id: 'who-can-retire',
    category: 'general',
    question: 'Who can retire BCUs?',
    answer:
      'Transport Service Providers, Logistics Service Providers and Corporate End-users retire BCUs for their own claims; a Facilitator retires only on behalf of the companies that authorised it. Suppliers and Intermediaries cannot retire.',
  },
  {
    id: 'public-retirements',
    category: 'general',
    question: 'What are the Public Retirements?',
    answer:
      'Every approved retirement produces a retirement statement with its RSID. The Public Retirements page lists these statements for everyone, without signing in. A Corporate End-user may stay anonymous in its retirement statement.',
  },
  {
    id: 'documents',
    category: 'general',
    question: 'Where do I find the rulebook, the terms and the templates?',
    answer:
      'The [documentation page](/resources/docs) lists the registry rulebook, the terms and conditions, the privacy policy, the fee schedule, the registry manual, the proof of sustainability and proof of compliance templates, the trader certification information and the Registry Connect rules of participation.',
  },
  {
    id: 'how-to-contact',
    category: 'general',
    question: 'How do I reach the registry team?',
    answer:
      'Use the [contact form](/contact-us). Signed-in users find their name and company already filled in; visitors complete a short bot check. Signed-in users can also send feedback with the Feedback button.',
  },
  // account management (10)
  {
    id: 'how-to-apply',
    category: 'account_management',
    question: 'How do I open an account?',
    answer:
      'Choose Sign Up and fill in the application with the company data, the account owner data and a signed company letter (PDF, at most 10 MB). After submitting, confirm your e-mail address with the link we send you; the system admin then reviews the application.',
  },
  {
    id: 'approval-time',
    category: 'account_management',
    question: 'How long does the approval of my account take?',
    answer:
      'Account approval normally takes up to 2 working days. You can log in once the system admin has approved your account. If you have not heard from us after that, [contact us](/contact-us).',
  },
  {
    id: 'referral-token',
    category: 'account_management',
    question: 'Why does my Corporate or Intermediary application ask for a token?',
    answer:
      'A Corporate End-user applies with a referral token that an existing fee-paying account generates for it; an Intermediary may bring one. The token is valid for 48 hours or until it is used.',
  },
  {
    id: 'auditor-access',
    category: 'account_management',
    question: 'How does a Sustainability Auditor get access?',
    answer:
      "The supplier's account owner generates an auditor token and hands it to the auditor. The token is valid for 48 hours or until used and grants one month of read-only access.",
  },
  {
    id: 'account-validity',
    category: 'account_management',
    question: 'How long is my account valid?',
    answer:
      'Supplier, TSP and LSP accounts last 12 months; Corporate End-user and Auditor accounts last 24 months. The System Admin account never expires. We notify you one month before your account expires.',
  },
  {
    id: 'suspended-inactive',
    category: 'account_management',
    question: 'When does an account become Suspended or Inactive?',
    answer:
      'An account that is not renewed within one month after expiry becomes Suspended, and Inactive after six months as Suspended. An account also becomes Inactive after twelve months without activity. A Suspended user can still read the dashboard, the public retirements and the profile.',
  },
  {
    id: 'owner-and-users',
    category: 'account_management',
    question: 'What is the difference between the account owner and a user?',
    answer:
      'Each company account has one account owner, who manages the company data and its users but cannot register, transfer or retire BCUs. Users invited by the owner transact, but cannot invite others.',
  },
  {
    id: 'invite-users',
    category: 'account_management',
    question: 'How many users can my company have?',
    answer:
      'Up to 10 Active or Pending users per company account, with one account owner. The owner invites users from the profile page; the invitation link is valid for 48 hours. The owner cannot invite while the account is Suspended.',
  },
  {
    id: 'change-profile',
    category: 'account_management',
    question: 'How do I change my name or e-mail address?',
    answer:
      'In Profile settings. Position and phone number change at once. The account owner can also change name, surname and e-mail; these changes become a change request that applies after the system admin approves it.',
  },
  {
    id: 'several-accounts',
    category: 'account_management',
    question: 'Can one e-mail address hold several account types?',
    answer:
      'Yes. One password serves every account linked to your e-mail address; after the login code you choose the company and account type to continue with. Resetting the password changes it for all of these accounts.',
  },
  // bcu (8)
  {
    id: 'who-registers',
    category: 'bcu',
    question: 'Who can register BCUs?',
    answer:
      'Only a Supplier issues BCUs, and it needs a valid trader certification. The BCUs are registered by a user of the Supplier account with a proof of sustainability and are reviewed by the system admin before they become Active.',
  },
  {
    id: 'bcu-validity',
    category: 'bcu',
    question: 'How long is a BCU valid?',
    answer: 'A BCU is valid for 24 months after issuance and then expires automatically.',
  },
  {
    id: 'transfer-approval',
    category: 'bcu',
    question: 'How long does a transfer or a retirement take?',
    answer:
      'A transfer or retirement is a request: the amount is held while the system admin reviews it, which takes up to 48 hours. Approved, the BCUs move to the receiver or are retired; rejected, they return to the sender as Active.',
  },
  {
    id: 'partial-amounts',
    category: 'bcu',
    question: 'Can I transfer or retire part of a BCU?',
    answer:
      'Yes. The BCU is split: the part you move and the part you keep become separate records whose volumes add up exactly to the original, each traceable to it. Amounts are shown with 3 decimals.',
  },
  {
    id: 'amount-units',
    category: 'bcu',
    question: 'In which units can I enter an amount?',
    answer:
      'In BCU (tonnes of fuel), in tonnes of CO2eq or in MJ. The registry converts the amount in proportion to the BCU: 1 BCU is 1 tonne (1,000 kg) of neat fuel, and its energy content in MJ is the lower heating value (MJ/kg) × the mass in tonnes × 1,000.',
  },
  {
    id: 'incoming-requests',
    category: 'bcu',
    question: 'Do I have to accept BCUs sent to me?',
    answer:
      'Approved transfers appear in Incoming Requests. The receiving company approves or denies the deposit while it is Pending; a denied or expired deposit goes back to the sender.',
  },
  {
    id: 'statement-changes',
    category: 'bcu',
    question: 'Can a retirement be undone or its statement changed?',
    answer:
      'No. A retired BCU stays retired, and its retirement statement cannot be changed. Check the beneficiary, country and reporting before you confirm a retirement.',
  },
  {
    id: 'facilitator',
    category: 'bcu',
    question: 'What does a Facilitator do?',
    answer:
      'A Facilitator manages procurement on behalf of other companies once they authorise it. It owns no BCUs; it transfers and retires only on behalf of the companies that assigned BCUs to it.',
  },
  // carbon (6)
  {
    id: 'co2eq-reduction',
    category: 'carbon',
    question: 'What CO2eq reduction does a BCU carry?',
    answer:
      'Each BCU carries the reduction of its fuel in tonnes of CO2eq, taken from the life-cycle (LCA) GHG value of the fuel against the baseline of its certification scheme: GHG reduction = 100 − 100 × LCA value / baseline value.',
  },
  {
    id: 'scope-1',
    category: 'carbon',
    question: 'Who claims Scope 1?',
    answer:
      'The Transport Service Provider (TSP) that operates the flights is the Scope 1 claimant. A retirement is possible once a Scope 1 provider is set on the BCU; Airline and Facilitator users can request the Scope 1 information from another company, which approves or denies the request.',
  },
  {
    id: 'scope-3',
    category: 'carbon',
    question: 'Who claims Scope 3?',
    answer:
      'Logistics Service Providers (LSP) and Corporate End-users are Scope 3 claimants: they claim the reduction of the transport they buy. Their retirement names the Scope 3 company, and a Corporate End-user may stay anonymous in the public statement.',
  },
  {
    id: 'retirement-statement',
    category: 'carbon',
    question: 'What does a retirement statement show?',
    answer:
      'Its RSID, the issue date, the BCU ID, the amount in tonnes, the CO2eq in tonnes, the beneficiary, the claim country and the reporting scheme. Statements and certificates can be downloaded as PDF.',
  },
  {
    id: 'reporting',
    category: 'carbon',
    question: 'For which reporting can I retire BCUs?',
    answer:
      'The retirement records the reporting the claim is made under, for example UK ETS, EU ETS, CORSIA or EU RED II for Scope 1, or Voluntary for Scope 1 and 3, together with the country of the claim.',
  },
  {
    id: 'double-claiming',
    category: 'carbon',
    question: 'How does the registry prevent double claiming?',
    answer:
      'Each BCU has exactly one holder at a time and a full history of events. Once retired it cannot move again, and its statement is public and cannot be changed.',
  },
  // technical (4)
  {
    id: 'login-code',
    category: 'technical',
    question: 'Why do I need a code to log in?',
    answer:
      'After your e-mail and password we send a 5-digit code to your e-mail address; enter it to continue. If you do not receive it, please check your spam folder.',
  },
  {
    id: 'password-rules',
    category: 'technical',
    question: 'What are the password rules?',
    answer:
      'At least 8 characters with a number, a lower-case letter and a capital letter. Use Forgot password on the login page to receive reset instructions by e-mail.',
  },
  {
    id: 'locked-account',
    category: 'technical',
    question: 'My user is locked. What now?',
    answer: 'After repeated failed attempts a user is locked. Please [contact us](/contact-us) for assistance.',
  },
  {
    id: 'file-formats',
    category: 'technical',
    question: 'Which files can I upload?',
    answer:
      'Documents such as the signed company letter and proofs of sustainability are PDF files of at most 10 MB. A company logo is a JPEG, PNG, SVG or WebP image of at most 2 MB.',
  },
  {
    id: 'fees',
    category: 'general',
    question: 'What does the registry cost?',
    answer:
      'Issuing BCUs costs 3.00 US dollars per metric tonne of neat fuel; transfers and retirements are free. TSP, LSP, Intermediary and Facilitator accounts pay an annual fee, a Supplier an annual fee plus a quarterly-invoiced volume fee; other account types are free. Billing follows the calendar year and the first fee is prorated. See [Pricing](/resources/pricing).',
  },
];

export const faqOf = (category: FaqCategory): FaqEntry[] => FAQ.filter((q) => q.category === category);

/** The category of a path's last segment; unknown segments fall back to 'general' (spec 1 §2). */
export function faqCategory(segment: string | undefined): FaqCategory {
  return (FAQ_CATEGORIES as readonly string[]).includes(segment ?? '') ? (segment as FaqCategory) : 'general';
}
