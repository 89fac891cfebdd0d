import { APPOINTMENT_STATUS as S, FIELD_ORDER_FORMS, FORM_OF_KIND, type FindingField } from '@lc/shared';
import type { Db } from '../../db/client';
import { type StoreDemoImage, demoScan } from '../bill/bill-documents.seed';
import type { FindDemoUser } from '../module-kit';
import { fieldOrderRepository as repo } from './field-order.repository';

const CONCLUSIONS: Record<number, string> = {
  [S.dispatched]: '现场核查完成，情况与报单一致，请审批',
  [S.approved]: '房屋自住，状况良好，面积与产证一致',
  [S.rejected]: '企业实际经营地址与登记不符',
};

/** Findings as a field person fills them: the first choice, a short text, the conclusion. */
const demoFindings = (form: keyof typeof FIELD_ORDER_FORMS, status: number) =>
  Object.fromEntries(
    FIELD_ORDER_FORMS[form].map((f: FindingField) => [
      f.name,
      f.type === 'choice'
        ? Number(Object.keys(f.options)[0])
        : f.name === 'conclusion'
          ? CONCLUSIONS[status]!
          : `${f.label['zh-CN']}（演示）`,
    ]),
  );

/**
 * Orders for the demo field staff's visits (appointment.seed.ts): yesterday's approved survey and
 * rejected company check carry findings, photos and their review; 张伟's notarisation today is
 * submitted and awaits approval; the other dispatched visits are still to be filled in. Only once.
 */
export async function seedDemoFieldOrders(db: Db, findUser: FindDemoUser, store?: StoreDemoImage) {
  const reviewer = await findUser('13800000035');
  if (!reviewer || (await repo.anyOrder(db))) return;
  const visits = await repo.seedTargets(db);
  const chosen = [
    ...visits.filter((v) => v.status !== S.dispatched),
    ...visits.filter((v) => v.status === S.dispatched && v.kind === 2).slice(0, 1),
  ];
  for (const [i, v] of chosen.entries()) {
    const form = FORM_OF_KIND[v.kind]!;
    const photo = store ? await store(v.fieldPersonId!, demoScan([200, 80 + i * 40, 60]), `demo-visit-${i}.png`) : null;
    await db.transaction(async (tx) => {
      const values = { appointmentId: v.id, billId: v.billId, form, findings: demoFindings(form, v.status), submittedBy: v.fieldPersonId! };
      await repo.saveOrder(tx, values, photo ? [photo] : []);
      if (v.status !== S.dispatched) await repo.review(tx, v.id, reviewer.id, v.status === S.rejected ? '地址不符，请重新核查' : null);
    });
  }
}
