/**
 * react-admin's English texts with the spec's wording where the two differ (spec 1 §2 'Log Out',
 * spec 3 §8 'No result found'). A thin wrapper, so no second i18n package is needed.
 */
import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { TEXT } from './texts';

const OVERRIDES: Record<string, string> = {
  'ra.auth.logout': TEXT.logOut,
  'ra.navigation.no_results': TEXT.noResult,
  'ra.navigation.no_filtered_results': TEXT.noResult,
  'ra.page.empty': TEXT.noResult,
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => OVERRIDES[key] ?? defaultI18nProvider.translate(key, options),
};
