/** Binding keys of the application's services. */
import { BindingKey } from '@loopback/core';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Services } from './services';

export const KEYS = {
  CONFIG: BindingKey.create<AppConfig>('bcu.config'),
  DATABASE: BindingKey.create<Database>('bcu.database'),
  SERVICES: BindingKey.create<Services>('bcu.services'),
} as const;
