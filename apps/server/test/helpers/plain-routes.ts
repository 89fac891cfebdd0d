import { DOMAIN_PREFIX } from '@lc/shared';

/**
 * The few routes no contract declares (their replies are not the envelope of an endpoint): the
 * readiness check and the OpenAPI document. Written from the domain prefix, as the server registers them.
 */
export const PLAIN_ROUTES = {
  health: `${DOMAIN_PREFIX.default}/health`,
  docs: `${DOMAIN_PREFIX.default}/docs`,
  docsJson: `${DOMAIN_PREFIX.default}/docs/json`,
} as const;
