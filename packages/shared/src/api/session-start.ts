import { DOMAIN_PREFIX } from './error-codes';

/** The console's own application id in the menu call (spec 000 §7 appMenus/{appId}). */
export const CONSOLE_APP_ID = 'console';

/** The paths of the two reads every signed-in page starts with; the identity and access contracts use them. */
export const SESSION_PATHS = {
  userInfo: '/v1/userInfo/get',
  menus: '/v1/userInfo/appMenus/:appId',
} as const;

/**
 * The same two reads as URLs, for the web's entry to ask for before the code that reads them has
 * loaded: a signed-in page otherwise starts them only after dozens of its chunks.
 */
export const SESSION_START_URLS: readonly string[] = [
  `${DOMAIN_PREFIX.auth}${SESSION_PATHS.userInfo}`,
  `${DOMAIN_PREFIX.auth}${SESSION_PATHS.menus.replace(':appId', CONSOLE_APP_ID)}`,
];
