import { it } from 'vitest';
import { createTestApp } from './helpers/test-app';
it('scratch', async () => {
  const t = await createTestApp();
  const q = async (s: string) => console.log(s.slice(0, 40), JSON.stringify((await t.database.executeSql(s)).rows));
  await q(`select b.id, b.borrow_amount::text amt,
     (select coalesce(sum(amount),0)::text from grants g where g.bill_id = b.id and g.status not in (3,23,33,6)) asked,
     (select array_agg(status) from contracts c where c.bill_id = b.id) contracts,
     (select array_agg(status) from mortgage_requests m where m.bill_id = b.id) mortgages,
     (select array_agg(status) from archive_items a where a.bill_id = b.id) archive
     from bills b where b.status = 4 order by id`);
  await t.close();
}, 120000);
