import { BILL_API, endpointUrl } from '@lc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { U } from './bill-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

type Row = { id: number; submittedAt: string | null };

/** Spec 001 §4: the vice-president's inbox opens on the last 60 days; pastDays is the bill lists' filter for it (decision 0076). */
describe('bill lists: submitted in the last N days (pastDays)', () => {
  let t: TestApp;
  let director: string;
  beforeAll(async () => {
    t = await createTestApp();
    director = await t.login(U.director);
  });
  afterAll(() => t.close());

  const all = (query: Record<string, unknown>) =>
    t.call({ method: 'GET', url: endpointUrl(BILL_API.endpoints.all), cookie: director, query: { pageSize: '100', ...query } });

  it('keeps only bills submitted within the days asked; without it, every bill; out of range is a 400', async () => {
    // Two of the list's bills moved back in time: one 30 days ago, one 90 days ago.
    const every = (await all({})).json().data.list as Row[];
    const [recent, old] = every.filter((r) => r.submittedAt);
    await t.database.executeSql(`update bills set submitted_at = now() - interval '30 days' where id = ${recent!.id}`);
    await t.database.executeSql(`update bills set submitted_at = now() - interval '90 days' where id = ${old!.id}`);
    const within = (await all({ pastDays: '60' })).json().data.list as Row[];
    const ids = within.map((r) => r.id);
    expect(ids).toContain(recent!.id);
    expect(ids).not.toContain(old!.id);
    const since = Date.now() - 60 * 86_400_000;
    for (const r of within) expect(new Date(r.submittedAt!).getTime()).toBeGreaterThan(since);
    expect(((await all({})).json().data.list as Row[]).map((r) => r.id)).toContain(old!.id);
    const bad = await all({ pastDays: '0' });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '天数须在1到3650之间']);
  });
});
