import { SEARCH_HISTORY_LIMIT, badgeCounts, envelope, searchHistoryBody, searchHistoryEntry } from '@lc/shared';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';
import { SIGNED_IN, access, currentUser } from '../../plugins/access';
import type { BadgeRegistry } from './badge-registry';
import { searchHistory } from './home.table';

export async function homeRoutes(app: FastifyInstance, { db, badges }: { db: Db; badges: BadgeRegistry }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/home/badges', {
    config: access(SIGNED_IN, 'scoped'),
    schema: { tags: ['home'], response: { 200: envelope(badgeCounts) } },
    handler: async (request) => ok(await badges.countsFor(currentUser(request))),
  });

  r.get('/v1/home/search-history', {
    config: access(SIGNED_IN, 'own'),
    schema: { tags: ['home'], response: { 200: envelope(z.array(searchHistoryEntry)) } },
    handler: async (request) => {
      const rows = await db
        .select({ path: searchHistory.path, keyword: searchHistory.keyword, at: searchHistory.at })
        .from(searchHistory)
        .where(eq(searchHistory.userId, currentUser(request).id))
        .orderBy(desc(searchHistory.at), desc(searchHistory.id))
        .limit(SEARCH_HISTORY_LIMIT);
      return ok(rows.map((row) => ({ ...row, at: row.at.toISOString() })));
    },
  });

  /** Records a search; the same path moves to the top; only the newest 15 are kept. */
  r.post('/v1/home/search-history', {
    config: access(SIGNED_IN, 'own'),
    schema: { tags: ['home'], body: searchHistoryBody, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      await db.transaction(async (tx) => {
        await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), eq(searchHistory.path, request.body.path)));
        await tx.insert(searchHistory).values({ userId, path: request.body.path, keyword: request.body.keyword });
        const keep = tx
          .select({ id: searchHistory.id })
          .from(searchHistory)
          .where(eq(searchHistory.userId, userId))
          .orderBy(desc(searchHistory.at), desc(searchHistory.id))
          .limit(SEARCH_HISTORY_LIMIT);
        await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, keep)));
      });
      return ok(null);
    },
  });

  r.delete('/v1/home/search-history', {
    config: access(SIGNED_IN, 'own'),
    schema: { tags: ['home'], response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await db.delete(searchHistory).where(eq(searchHistory.userId, currentUser(request).id));
      return ok(null);
    },
  });
}
