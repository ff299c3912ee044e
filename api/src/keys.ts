/** Binding keys of the application's services. */
import { BindingKey } from '@loopback/core';
import type { AppConfig } from './config';
import type { Services } from './services';

export const KEYS = {
  CONFIG: BindingKey.create<AppConfig>('bcu.config'),
  SERVICES: BindingKey.create<Services>('bcu.services'),
} as const;
