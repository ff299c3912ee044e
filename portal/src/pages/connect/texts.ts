/**
 * Screen texts of the Registry Connect pages. The texts the spec quotes (header, buttons, overlay, empty result,
 * list titles) come from the contract's CONNECT_TEXT, validation and notification texts from MSG; these are the
 * portal's own labels and helper copy around them.
 */
import { CONNECT_TEXT, LIMITS } from '@bcu/api/contracts';

export const T = {
  ...CONNECT_TEXT,
  subNavigation: 'Registry Connect sections',
  discover: 'Discover',
  preferences: 'Preferences',
  received: 'Received Requests',
  sent: 'Sent Requests',
  connectionRequests: 'Connection Requests',

  // discover
  search: 'Search companies',
  searchPlaceholder: 'Search by name, location or tag',
  companyType: 'Company type',
  location: 'Location',
  industry: 'Industry',
  status: 'Status',
  showing: 'Show companies that',
  offering: 'Offer',
  lookingFor: 'Are looking',
  city: 'City',
  country: 'Country',
  continent: 'Continent',
  reviewRequest: 'Review their request',
  contactDetails: 'Contact details',
  contactPerson: 'Contact person',
  email: 'E-mail',
  phone: 'Phone',
  website: 'Website',
  companiesFound: (n: number) => `${n} ${n === 1 ? 'company' : 'companies'}`,
  filters: 'Filters',

  // request modal
  requestTitle: (name: string) => `Connect with ${name}`,
  message: 'Message',
  messagePlaceholder: 'Introduce your company and say why you would like to connect',
  messageCounter: (n: number) => `${n}/${LIMITS.connectMessageMax}`,
  send: 'Send',

  // preferences
  preferencesTitle: 'Matchmaking preferences',
  enable: 'Enable Registry Connect',
  enableHelp: 'Make your company discoverable to other participants.',
  anonymous: 'Anonymous connection',
  anonymousHelp: 'Show your company as "Anonymous Company" until you approve a connection request.',
  notify: 'Notify me about connections',
  notifyHelp: 'Send an e-mail when a connection request arrives or is decided.',
  readyToOffer: 'We are ready to offer',
  lookingForCompanies: 'We are looking for companies',
  tags: 'Tags',
  addTag: 'Add tag',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  clearTags: 'Remove all tags',
  tagPlaceholder: 'Type a tag and press Enter',
  offerPitch: 'Offer pitch',
  lookingPitch: 'Looking for pitch',
  pitchPlaceholder: `A short pitch (at most ${LIMITS.connectPitchMax} characters)`,
  rules: 'I accept the',
  rulesLink: 'Rules of Participation',
  yes: 'Yes',
  no: 'No',
  notSet: 'Not set',
  preview: 'Preview',
  adminCannotEdit: 'Admin account cannot modify matchmaking preferences',

  // request lists and details
  date: 'Date',
  sender: 'Sender',
  receiver: 'Receiver',
  createdBy: 'Created by',
  reviewedBy: 'Reviewed by',
  reviewedAt: 'Reviewed on',
  reviewMessage: 'Reply',
  actions: 'Actions',
  details: 'Details',
  approve: 'Approve',
  decline: 'Decline',
  approveConfirm: 'Approve this connection request? Your contact details will be shared with the sender.',
  declineConfirm: 'Decline this connection request?',
  requestDetails: 'Connection request',
  noRequests: 'No Data',
  allStatuses: 'All statuses',
  searchCompanies: 'Search by company name',

  // tour
  tourWelcomeTitle: 'Welcome to Registry Connect',
  tourWelcome:
    'Registry Connect helps companies of the registry find each other: publish what you offer and what you are looking for, discover other companies and send connection requests.',
  tourPreferencesTitle: 'Your preferences',
  tourPreferences:
    'Enable Registry Connect, choose what you offer and what you are looking for, and accept the Rules of Participation to become discoverable.',
  tourDiscoverTitle: 'Discover companies',
  tourDiscover:
    'Browse participating companies, filter them by type, location and industry, and send a request to connect.',
  tourReceivedTitle: 'Received requests',
  tourReceived: 'Requests other companies sent you. Approve one to share contact details with each other.',
  tourSentTitle: 'Sent requests',
  tourSent: 'The requests your company sent and their status.',
  skip: 'Skip',
} as const;
