/** The mobile rule under its first address (schemas import it from here). */
export { MOBILE_PATTERN } from './patterns';
export { MOBILE_MESSAGES } from './messages';
export { mobileRequired } from './rules';
