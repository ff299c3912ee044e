/**
 * The backoffice's i18n provider: react-admin's polyglot provider over the one English catalogue (en.ts). A key not
 * in the catalogue is shown as written (allowMissing), as react-admin's default provider does.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from './en';

export const i18nProvider: I18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
