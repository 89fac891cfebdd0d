import { and, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scopeCondition } from '../../db/scope-condition';
import type { ScopeFilter } from '../../core/data-scope';
import { mortgageRequestProperties as p, mortgageRequests as r } from './mortgage-flow.table';

export type CertificateRange = { from?: string | undefined; to?: string | undefined; areaCode?: string | undefined };
const REQUEST_SCOPE = { ownerId: r.ownerId, groupId: r.groupId, departmentCode: r.departmentCode, areaCode: r.areaCode };

/** Registrations recorded (a certificate of other rights each), per area and month of the registration date. */
export async function registrationCounts(db: Executor, scope: ScopeFilter, range: CertificateRange) {
  const month = sql<string>`to_char(${p.regDate}, 'YYYY-MM')`;
  return db
    .select({ areaCode: r.areaCode, month, count: count() })
    .from(p)
    .innerJoin(r, eq(r.id, p.requestId))
    .where(
      and(
        isNotNull(p.certNo),
        isNotNull(p.regDate),
        scopeCondition(scope, REQUEST_SCOPE),
        range.areaCode ? eq(r.areaCode, range.areaCode) : undefined,
        range.from ? gte(p.regDate, range.from) : undefined,
        range.to ? lte(p.regDate, range.to) : undefined,
      ),
    )
    .groupBy(r.areaCode, month);
}
