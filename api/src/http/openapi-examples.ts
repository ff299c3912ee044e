/**
 * Examples of the contract schemas for the OpenAPI document (issue 16.5), written once per schema: the helpers that
 * publish a schema (`body`, `responses`) add its example to every operation that uses it, and a list of a schema
 * gets a list of its example. Each example is parsed by its own schema here, so one that drifts from the contract
 * stops the application from starting.
 */
import { z } from 'zod';
import {
  ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyView,
  BalanceTotal,
  BulkTransferRequest,
  ConnectionRequest,
  CreateConnectionRequest,
  CreditListRow,
  CreditRequestView,
  InfoRequestCreate,
  InfoRequestView,
  PublicStatement,
  RetirementRequest,
  StatementVerification,
  TransferRequest,
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointView,
} from '../contracts';

/** The example of each schema that has one. */
export const EXAMPLES = z.registry<{ example: unknown }>();

function example<S extends z.ZodType>(schema: S, value: z.input<S>): z.input<S> {
  schema.parse(value);
  EXAMPLES.add(schema, { example: value });
  return value;
}

/** The example of a schema, or of a list of it; undefined when it has none. */
export function exampleOf(schema: z.ZodType): unknown {
  const own = EXAMPLES.get(schema)?.example;
  if (own !== undefined) return own;
  if (schema instanceof z.ZodArray) {
    const item = EXAMPLES.get(schema.element as z.ZodType)?.example;
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

const ids = {
  holder: '3f2b8c1e-5a4d-4e7f-9b2a-1c3d5e7f9a0b',
  receiver: '8d4e2f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a',
  airline: '5c6d7e8f-9a0b-4c1d-a2e3-f4a5b6c7d8e9',
  credit: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  credit2: '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  split: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  request: '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b',
  statement: '7f8a9b0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c',
  key: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  endpoint: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  event: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  submission: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
};
const holder = { id: ids.holder, name: 'Northwind Logistics', type: 'Corporate' };
const receiver = { id: ids.receiver, name: 'Blue Sky Airways', type: 'Airline' };

example(CreditListRow, {
  id: ids.credit,
  BCUID: 'BCU-2026-000123-01',
  productType: 'SAF',
  rawMaterial: 'Used cooking oil',
  certificationScheme: 'ISCC EU',
  registrationApproveDate: '2026-03-02T09:15:00.000Z',
  tonnesOfCO2eq: '10.000',
  volume: '12.500',
  neatAmountInMJ: '550000.000',
  status: 'Active',
  statusLabel: 'Active',
  expiresAt: '2028-03-02T09:15:00.000Z',
  companyId: ids.holder,
  bcuHolder: holder.name,
  companyType: 'Corporate',
  facilitatorId: null,
  facilitatorName: null,
  facilitatorAmount: null,
  posNumber: 'POS-2026-4711',
  updatedAt: '2026-03-02T09:15:00.000Z',
  createdAt: '2026-02-27T14:02:11.000Z',
});
example(BalanceTotal, { total: '12.500', count: 1 });

example(TransferRequest, { amount: '4.000', amountType: 'BCU', receiverId: ids.receiver });
example(BulkTransferRequest, {
  transfers: [
    { creditId: ids.credit, receiverId: ids.receiver },
    { creditId: ids.credit2, receiverId: ids.receiver },
  ],
});
example(RetirementRequest, {
  amount: '2.500',
  amountType: 'BCU',
  creditClaimCountry: 'Germany',
  reporting: 'EU ETS',
  scope3Anonymity: false,
});
const transfer = example(CreditRequestView, {
  id: ids.request,
  kind: 'Transfer',
  status: 'Pending',
  creditId: ids.credit,
  bcuid: 'BCU-2026-000123-01',
  heldCreditId: ids.split,
  heldBcuid: 'BCU-2026-000123-02',
  amount: '4.000',
  tonnesOfCO2eq: '3.200',
  neatAmountInMJ: '176000.000',
  amountType: 'BCU',
  amountInput: '4.000',
  sender: holder,
  senderUser: 'Ada Lovelace',
  receiver,
  onBehalfBy: null,
  isScope1Provider: null,
  isScope3Provider: null,
  creditClaimCountry: null,
  reporting: null,
  scope3Company: null,
  scope3Anonymity: false,
  submissionId: ids.submission,
  statementId: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  decidedAt: null,
  completedAt: null,
  expiresAt: null,
});

example(InfoRequestCreate, { creditId: ids.credit, companyId: ids.airline });
example(InfoRequestView, {
  id: ids.request,
  status: 'Pending',
  statusLabel: 'Pending',
  creditId: ids.credit,
  bcuid: 'BCU-2026-000123-01',
  requester: holder,
  requesterUser: 'Ada Lovelace',
  company: { id: ids.airline, name: 'Blue Sky Airways', type: 'Airline' },
  answer: null,
  creditClaimCountry: null,
  reporting: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  answeredAt: null,
  expiresAt: '2026-12-26T12:00:00.000Z',
});

example(CreateConnectionRequest, {
  receiverId: ids.receiver,
  message: 'We would like to transfer BCUs to you for your 2026 Scope 1 reporting.',
});
example(ConnectionRequest, {
  id: ids.request,
  createdAt: '2026-11-26T12:00:00.000Z',
  reviewedAt: null,
  status: 'Pending',
  statusLabel: 'Pending',
  message: 'We would like to transfer BCUs to you for your 2026 Scope 1 reporting.',
  reviewMessage: null,
  direction: 'sent',
  sender: {
    ...holder,
    isAnonymous: false,
    type: 'Corporate',
    typeLabel: 'Corporate',
    country: 'Germany',
    continent: 'Europe',
  },
  receiver: {
    ...receiver,
    isAnonymous: false,
    type: 'Airline',
    typeLabel: 'Airline',
    country: 'Netherlands',
    continent: 'Europe',
  },
  createdBy: { id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', firstName: 'Ada', lastName: 'Lovelace' },
  reviewedBy: null,
  canDecide: false,
  contact: null,
});

const statement = example(PublicStatement, {
  id: ids.statement,
  RSID: 'RS-2026-000042',
  issuedAt: '2026-11-20T10:30:00.000Z',
  beneficiary: holder.name,
  isAnonymous: false,
  productType: 'SAF',
  amount: '2.500',
  tonnesOfCO2eq: '2.000',
  claimCountry: 'Germany',
  reporting: 'EU ETS',
  scope1: 'Blue Sky Airways',
  scope3: holder.name,
  scope3Logistic: null,
  credits: [
    {
      id: 'd4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f8a',
      sid: 'RS-2026-000042-01',
      creditId: ids.credit,
      BCUID: 'BCU-2026-000123-03',
      amount: '2.500',
      tonnesOfCO2eq: '2.000',
    },
  ],
});
example(StatementVerification, { issued: true, document: 'statement', sid: null, statement });

const apiKey = {
  id: ids.key,
  name: 'ERP integration',
  prefix: 'bcu_live_Xy3k',
  scopes: ['credits:read', 'transfers:write'],
  status: 'Active',
  expiresAt: '2027-06-30',
  createdAt: '2026-11-26T12:00:00.000Z',
  createdBy: 'Ada Lovelace',
  lastUsedAt: null,
  revokedAt: null,
} as const;
example(ApiKeyCreate, {
  name: 'ERP integration',
  scopes: ['credits:read', 'transfers:write'],
  expiresAt: '2027-06-30',
});
example(ApiKeyView, { ...apiKey, scopes: [...apiKey.scopes] });
example(ApiKeyCreated, {
  ...apiKey,
  scopes: [...apiKey.scopes],
  secret: 'bcu_live_Xy3kQ9v2mZ8rT1wL5nB7cD4fH6jK0pS2uV8xY1zA3eG',
});

const endpoint = {
  id: ids.endpoint,
  url: 'https://erp.example.com/bcu-webhooks',
  events: ['transfer.incoming', 'transfer.completed'],
  createdAt: '2026-11-26T12:00:00.000Z',
  secretRolledAt: null,
};
example(WebhookEndpointCreate, { url: endpoint.url, events: ['transfer.incoming', 'transfer.completed'] });
example(WebhookEndpointView, endpoint);
example(WebhookEndpointCreated, { ...endpoint, secret: 'whsec_3q9Zk1v8Lr2Tn6Bw0Yc4Xe7Hd5Jm' });
example(WebhookDeliveryView, {
  id: 'e5f6a7b8-c9d0-4e1f-9a2b-4c5d6e7f8a9b',
  endpointId: ids.endpoint,
  eventId: ids.event,
  type: 'transfer.incoming',
  status: 'Delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: transfer.createdAt,
  deliveredAt: '2026-11-26T12:00:01.000Z',
});
