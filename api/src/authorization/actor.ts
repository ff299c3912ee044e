/** The signed-in user as the access matrix sees it, resolved once per request by the authorizer. */
import { BindingKey } from '@loopback/core';
import type { Actor } from '../contracts';
import type { SessionCallerRow } from '../repositories';

export interface CurrentActor extends Actor {
  userId: string;
  companyId: string;
  email: string;
}

export const ACTOR = BindingKey.create<CurrentActor>('bcu.actor');

/** The caller's row as the authorizer read it (user, company, account types), for GET /api/auth to answer from. */
export const CALLER = BindingKey.create<SessionCallerRow>('bcu.caller');
