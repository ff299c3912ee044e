/** The signed-in user as the access matrix sees it, resolved once per request by the authorizer. */
import { BindingKey } from '@loopback/core';
import type { Actor } from '../contracts';
import type { SessionCallerRow } from '../repositories';
import type { AuthenticatedKey } from '../services/integrations/api-key.service';

export interface CurrentActor extends Actor {
  userId: string;
  companyId: string;
  email: string;
  /** Set when the request is made with an API key: the actor is then the key's company as its Secondary user. */
  apiKey?: AuthenticatedKey;
}

export const ACTOR = BindingKey.create<CurrentActor>('bcu.actor');

/** The caller's row as the authorizer read it (user, company, account types), for GET /api/auth to answer from. */
export type Caller = SessionCallerRow;
export const CALLER = BindingKey.create<Caller>('bcu.caller');
