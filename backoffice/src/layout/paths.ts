/** Paths of the backoffice's own pages (beside the resources), kept apart so the app's routes load nothing else. */

/** 'Profile settings' of the user menu (spec 1 §2). */
export const PROFILE_SETTINGS_PATH = '/profile-settings';
