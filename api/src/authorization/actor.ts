/** The signed-in user as the access matrix sees it, resolved once per request by the authorizer. */
import { BindingKey } from '@loopback/core';
import type { Actor } from '../contracts';

export interface CurrentActor extends Actor {
  userId: string;
  companyId: string;
  email: string;
}

export const ACTOR = BindingKey.create<CurrentActor>('bcu.actor');
