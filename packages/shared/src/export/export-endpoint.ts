import { z } from 'zod';
import { type DomainType } from '../api/error-codes';
import { endpoint } from '../api/contract';
import { exportCreated, exportFileName } from './export.schema';

/**
 * A list's export call (spec 001 §4, §7): GET with the list's filter and a file name; the reply
 * carries taskNo and downloadPassword. The list's module declares it; the export module serves
 * it from that module's export source, and the web's export button calls it.
 */
export const exportEndpoint = <const Path extends `/${string}`, F extends z.ZodType<Record<string, unknown>>>(e: {
  domain?: DomainType;
  path: Path;
  permission: string;
  filter: F;
}) => ({
  ...endpoint({
    method: 'GET',
    domain: e.domain ?? 'default',
    path: e.path,
    access: { permission: e.permission, dataScope: 'scoped' },
    query: z.object({ fileName: exportFileName }).and(e.filter),
    reply: exportCreated,
  }),
  /** The list's filter alone: what an export task keeps, and reads again when it runs. */
  filter: e.filter,
});

/** What the export button takes: any list's export endpoint. */
export type ExportEndpoint = ReturnType<typeof exportEndpoint<`/${string}`, z.ZodType<Record<string, unknown>>>>;
