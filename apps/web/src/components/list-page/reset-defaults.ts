import { ALL_SALESPEOPLE } from '@lc/shared';
import { type FilterDefaults, definedValues } from './list-params';

/**
 * Spec 001 §2 and §4: the filter widget resets to per-route defaults. Every list starts on
 * salesperson = all (the widget's sentinel); a route's own defaults ride on the source its page
 * lists (`listSource(endpoint, defaults)`, typed by the endpoint's query, so a default the query
 * lacks does not compile). Decisions 0076 and 0082 say which spec default became which filter.
 */
export function resetDefaults(source: { defaults?: { readonly [name: string]: string | undefined } } = {}): FilterDefaults {
  return { salesId: ALL_SALESPEOPLE, ...definedValues(source.defaults) };
}
