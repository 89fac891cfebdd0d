import type { Endpoint } from '@lc/shared';
import type { z } from 'zod';
import type { ScopeFilter } from '../../core/data-scope';

/** Excel column; money and dates stay text (decimal strings, Shanghai dates) so nothing is rounded. */
export type ExportColumn = { header: string; key: string; width?: number };
export type ExportRow = Record<string, string | number | null>;

/**
 * What a module offers for export. The export module gives it a route at its endpoint's path behind
 * the endpoint's permission, queues the work, streams the rows into an encrypted file, and tracks progress.
 */
export type ExportSource<P extends Record<string, unknown> = Record<string, unknown>> = {
  key: string;
  /** The list's export endpoint from its module's contract (exportEndpoint): path, permission and filter. */
  endpoint: Pick<Endpoint, 'method' | 'domain' | 'path' | 'access'> & { filter: z.ZodType<P> };
  sheetName: string;
  columns: ExportColumn[];
  /** Rows the file will hold, for progress; null when too costly to know. */
  count(scope: ScopeFilter, params: P): Promise<number | null>;
  /** The rows in order, a batch at a time (keyset paging inside), within the scope. */
  batches(scope: ScopeFilter, params: P, batchSize: number): AsyncIterable<ExportRow[]>;
};
