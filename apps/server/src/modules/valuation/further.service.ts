import { randomBytes } from 'node:crypto';
import { FURTHER_RESULT_DELAY_MINUTES, VALUATION_PERMISSION, type ZglEnquiryBody, type ZglEnquiryReply } from '@lc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { NotFound, keyed, type KeyedMessage } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { totalWan } from './builtin/price-model.rules';
import type { FurtherProvider, PriceSubject } from './providers/provider.adapter';
import type { CollateralAccess } from './collateral-access.service';
import { recordBase } from './valuation-record.service';
import { type EnquiryRow, type ValuationRow, valuationRepository as repo } from './valuation.repository';

export const FURTHER_RESULT_JOB = 'valuation-further-result';
const DELAY_MS = FURTHER_RESULT_DELAY_MINUTES * 60_000;
/** When the provider has no answer yet at the due time, ask again this much later. */
const RECHECK_MS = 5 * 60_000;

type Deps = {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  provider: FurtherProvider;
  log: FastifyBaseLogger;
  collateral: Pick<CollateralAccess, 'readableCollateral'>;
};

/**
 * The further provider (zgl): an enquiry answered later. Submitting stores a pending valuation
 * record and queues a delayed job; the job, due no earlier than 10 minutes later (by the app's
 * clock), asks the provider (or the built-in model) and fills the record in.
 */
export function createFurtherService({ db, clock, jobs, provider, log, collateral }: Deps) {
  const due = (e: EnquiryRow) => clock.now().getTime() >= e.availableAt.getTime();

  const reply = (e: EnquiryRow, row: ValuationRow, repeated: boolean): ZglEnquiryReply => {
    const done = e.status === 'done' && due(e);
    return {
      caseId: e.caseId,
      status: done ? 'done' : 'pending',
      repeated,
      address: e.address,
      availableAt: e.availableAt.toISOString(),
      unitPrice: done ? row.price : null,
      totalPrice: done ? row.totalPrice : null,
      assessExplain: done ? e.assessExplain : null,
      remark: e.remark,
      valuationId: row.valuationId,
    };
  };

  const load = async (user: SessionUser, caseId: string) => {
    const enquiry = await repo.enquiry(db, caseId);
    if (!enquiry) return null;
    const scope = scopeFor(user, VALUATION_PERMISSION.zgl);
    return (await repo.visible(db, scope, enquiry.valuationRecordId)) ? enquiry : null;
  };

  const recordOf = async (e: EnquiryRow) => {
    const row = await repo.byId(db, e.valuationRecordId);
    if (!row) throw new NotFound();
    return row;
  };

  const subjectOf = (e: EnquiryRow) => e.request as unknown as PriceSubject;

  return {
    async enquire(user: SessionUser, body: ZglEnquiryBody, actor: AuditActor): Promise<{ reply: ZglEnquiryReply; msg: KeyedMessage }> {
      // Tied to a collateral, only by someone who may read its bill (404 as for no such collateral).
      if (body.mortgageInfoId !== undefined) await collateral.readableCollateral(user, body.mortgageInfoId);
      if (body.caseId) {
        const earlier = await load(user, body.caseId);
        if (earlier && earlier.address === body.address) {
          const row = await recordOf(earlier);
          const answered = earlier.status === 'done' && due(earlier);
          return {
            reply: reply(earlier, row, !answered),
            msg: answered ? keyed('valuationQuerySucceeded') : keyed('valuationEnquiryPending'),
          };
        }
      }
      const now = clock.now();
      const caseId = `ZGL${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
      const subject: PriceSubject = {
        cityCode: body.cityCode,
        districtCode: body.areaCode,
        communityId: body.thirdProperty,
        address: body.address,
        buildingArea: body.buildArea,
        floor: body.currentFloor,
        totalFloor: body.totalFloor,
        buildYear: body.completionYear,
        houseType: body.propertyType,
      };
      const submitted = await provider.submit(caseId, subject);
      const availableAt = new Date(now.getTime() + DELAY_MS);
      const { enquiry, row } = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, {
          ...recordBase(user, clock, 'further', provider.name),
          caseId,
          mortgageInfoId: body.mortgageInfoId ?? null,
          guzhiRequestType: body.guzhiRequestType,
          cityCode: body.cityCode,
          cityName: body.cityName ?? null,
          areaId: body.areaCode,
          areaName: body.areaName ?? null,
          communityId: body.thirdProperty ?? null,
          address: body.address,
          houseType: body.propertyType,
          buildingArea: body.buildArea,
          buildYear: body.completionYear,
          notes: body.remark ?? null,
          details: { currentFloor: body.currentFloor ?? null, totalFloor: body.totalFloor ?? null, providerRef: submitted.providerRef },
        });
        const values = {
          caseId,
          valuationRecordId: inserted.id,
          provider: provider.name,
          address: body.address,
          request: { ...subject, providerRef: submitted.providerRef },
          availableAt,
          remark: body.remark ?? null,
          createdAt: now,
        };
        await repo.insertEnquiry(tx, values);
        await recordAudit(tx, actor, { entity: 'valuation-enquiry', entityId: caseId, action: 'submit', after: values });
        return { enquiry: { ...values, status: 'pending', assessExplain: null, settledAt: null } as EnquiryRow, row: inserted };
      });
      await jobs.send(FURTHER_RESULT_JOB, { caseId }, { startAfter: availableAt, retryLimit: 5 });
      return { reply: reply(enquiry, row, false), msg: keyed('valuationEnquirySubmitted') };
    },

    /** artificial_enquiry_result/{caseId}: pending until the job has settled it and its time has come. */
    async result(user: SessionUser, caseId: string): Promise<{ reply: ZglEnquiryReply; msg: KeyedMessage }> {
      const enquiry = await load(user, caseId);
      if (!enquiry) throw new NotFound(keyed('furtherEnquiryNotFound'));
      const r = reply(enquiry, await recordOf(enquiry), false);
      return { reply: r, msg: r.status === 'done' ? keyed('valuationQuerySucceeded') : keyed('valuationEnquiryPending') };
    },

    /** The delayed job: never settles before availableAt; asks again later while the provider has nothing. */
    async settle(caseId: string) {
      const enquiry = await repo.enquiry(db, caseId);
      if (!enquiry || enquiry.status !== 'pending') return;
      if (!due(enquiry)) {
        await jobs.send(FURTHER_RESULT_JOB, { caseId }, { startAfter: enquiry.availableAt });
        return;
      }
      const request = enquiry.request as unknown as PriceSubject & { providerRef: string | null };
      const answer = await provider.result(request.providerRef ?? caseId, subjectOf(enquiry));
      if (!answer) {
        await jobs.send(FURTHER_RESULT_JOB, { caseId }, { startAfter: new Date(clock.now().getTime() + RECHECK_MS) });
        return;
      }
      await db.transaction(async (tx) => {
        const settled = await repo.settleEnquiry(tx, caseId, { assessExplain: answer.assessExplain, settledAt: clock.now() });
        if (!settled) return;
        const prices = answer.unitPrice ? { price: answer.unitPrice, totalPrice: totalWan(answer.unitPrice, request.buildingArea) } : {};
        await repo.update(tx, enquiry.valuationRecordId, prices);
        await recordAudit(
          tx,
          { actorId: null, actorName: 'system', requestId: null, ip: null },
          {
            entity: 'valuation-enquiry',
            entityId: caseId,
            action: 'result',
            after: { ...prices, assessExplain: answer.assessExplain },
          },
        );
      });
      log.info({ caseId }, 'further valuation settled');
    },
  };
}
export type FurtherService = ReturnType<typeof createFurtherService>;
