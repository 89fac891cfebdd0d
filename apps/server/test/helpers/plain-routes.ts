import { DOMAIN_PREFIX } from '@lc/shared';

/**
 * The few routes no contract declares (their replies are not the envelope of an endpoint): the
 * readiness check. Written from the domain prefix, as the server registers them.
 */
export const PLAIN_ROUTES = {
  health: `${DOMAIN_PREFIX.default}/health`,
} as const;
