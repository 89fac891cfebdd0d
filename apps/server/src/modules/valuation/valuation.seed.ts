import { randomUUID } from 'node:crypto';
import { ASSESS_TYPE } from '@lc/shared';
import type { Executor } from '../../db/client';
import { shanghaiDate } from '../../lib/time';
import type { FindDemoUser } from '../module-kit';
import { totalWan } from './builtin/price-model.rules';
import { valuationRepository } from './valuation.repository';

/** Yuan per m² of the demo valuations: Wangjing, as the built-in catalogue prices it roughly. */
const DEMO_UNIT_PRICE = '62000.00';
const HOUR = 3_600_000;

/**
 * The demo bills' collateral valued by their salesperson (a manual valuation an hour after the bill
 * was made), so the bill pages, the inboxes and final review show a system LTV (decision 0024).
 * Written through the repository, as the other demo seeds write their rows.
 */
export async function seedDemoValuations(
  db: Executor,
  findUser: FindDemoUser,
  collateral: readonly { mortgageId: number; address: string; area: string; valuedAt: Date }[],
) {
  const sales = await findUser('13800000011');
  if (!sales || !collateral.length) return;
  for (const c of collateral) {
    const at = new Date(c.valuedAt.getTime() + HOUR);
    await valuationRepository.insert(db, {
      valuationId: randomUUID(),
      externalId: randomUUID(),
      mortgageInfoId: c.mortgageId,
      channel: 'manual',
      provider: 'manual',
      assessType: ASSESS_TYPE.manual,
      guzhiRequestType: 2,
      cityCode: '110100',
      cityName: '北京市',
      areaId: '110105',
      areaName: '朝阳区',
      address: c.address,
      buildingArea: c.area,
      price: DEMO_UNIT_PRICE,
      totalPrice: totalWan(DEMO_UNIT_PRICE, c.area),
      priceDate: shanghaiDate(at),
      createdAt: at,
      valuedBy: sales.id,
      valuedByName: sales.realName,
      areaCode: sales.areaCode,
      departmentCode: sales.departmentCode,
      groupId: 1,
    });
  }
}
