import { DEFAULT_CHAINS, MORTGAGE_RELEASE_STATUS as RS, MORTGAGE_REQUEST_STATUS as S } from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import { type LoanFacts, moveBillStage } from '../bill/bill.service';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { mortgageReleaseRepository, mortgageRequestRepository as requests } from './mortgage-flow.repository';
import { mortgageeRepository } from './mortgage.repository';

/** Stage moves the demo's events make (decision 0074), as the services make them. */
const STAGE_ACTOR = { actorId: null, actorName: 'seed', requestId: null, ip: null };

const HOUR = 3600 * 1000;
const MORTGAGEES = [
  { name: '湖南小贷股份有限公司', enabled: true },
  { name: '北京银行股份有限公司朝阳支行', enabled: true },
  { name: '华夏信托（已停用）', enabled: false },
];
type User = NonNullable<Awaited<ReturnType<FindDemoUser>>>;
type Flow = 'pending' | 'approved' | 'returned';

/**
 * Demo mortgages on the demo loans (oldest first), so each list opens with rows in several
 * statuses: the first loan rejected once, then fully registered (4) with a release rejected
 * (-1) and one by exception awaiting approval (2); the second awaiting the supervisor (1); the
 * third (given a second property, a parking space) partly registered (3). The newest loan gets a
 * second property too and no request: the one to try the whole chain on. Only into empty tables.
 */
/** What the seed needs of the bills' collateral (seed.ts hands the bill repository's functions over). */
export type DemoCollateralAccess = {
  propertiesOf: (db: Executor, billId: number) => Promise<{ id: number }[]>;
  addProperty: (db: Executor, row: { billId: number; sort: number; address: string }) => Promise<void>;
};

export async function seedDemoMortgages(db: Executor, findUser: FindDemoUser, loans: LoanFacts[], collateral: DemoCollateralAccess) {
  const [admin, warrant, approver] = [await findUser('13800000000'), await findUser('13800000032'), await findUser('13800000036')];
  if (!admin || !warrant || !approver || loans.length < 4 || (await totalOf(db, requests.list, undefined)).total > 0) return;
  const ids: number[] = [];
  for (const m of MORTGAGEES) {
    const row = await mortgageeRepository.insert(db, {
      ...m,
      areaCode: admin.areaCode,
      departmentCode: admin.departmentCode,
      ownerId: admin.id,
    });
    ids.push(row.id);
  }
  const [first, second, third, newest] = loans as [LoanFacts, LoanFacts, LoanFacts, LoanFacts];
  for (const loan of [third, newest]) {
    const sort = (await collateral.propertiesOf(db, loan.id)).length;
    if (sort > 1) continue;
    const address = `朝阳区望京西园地下车位B${loan.id}号`;
    await collateral.addProperty(db, { billId: loan.id, sort, address });
  }

  const at = Date.now() - 5 * 24 * HOUR;
  const flowOf = async (process: 'mortgage_request' | 'mortgage_release', subjectId: number, status: Flow, comment?: string) => {
    const nodes = [...DEFAULT_CHAINS[process].nodes];
    const decided = status !== 'pending';
    await seedFlowInstance(
      db,
      {
        ...{ process, subjectId, status, nodeIndex: 0, nodes, currentPermission: decided ? null : nodes[0]!.permission },
        ...{
          untouched: !decided,
          applicantId: warrant.id,
          areaCode: warrant.areaCode,
          departmentCode: warrant.departmentCode,
          groupId: null,
        },
        version: decided ? 1 : 0,
      },
      [
        {
          action: 'submit',
          fromNode: null,
          toNode: nodes[0]!.key,
          fromStatus: null,
          toStatus: 'pending',
          actorId: warrant.id,
          actorName: warrant.realName,
          createdAt: new Date(at),
        },
        ...(decided
          ? [
              {
                action: status === 'returned' ? ('reject' as const) : ('approve' as const),
                ...{ fromNode: nodes[0]!.key, toNode: null, fromStatus: 'pending', toStatus: status },
                ...{ actorId: approver.id, actorName: approver.realName, comment: comment ?? '同意', createdAt: new Date(at + HOUR) },
              },
            ]
          : []),
      ],
    );
  };
  const scopeOf = (loan: LoanFacts, by: User) => ({
    applicantId: by.id,
    ownerId: loan.salespersonId,
    areaCode: loan.areaCode,
    departmentCode: loan.departmentCode,
    groupId: loan.groupId,
  });
  const request = async (loan: LoanFacts, status: number, registered: number, mortgageeId: number, comment?: string) => {
    const properties = (await collateral.propertiesOf(db, loan.id)).map((p) => p.id);
    const made = await requests.insert(
      db,
      { billId: loan.id, mortgageeId, mortgageOrder: 1, status, ...scopeOf(loan, warrant), createdAt: new Date(at) },
      properties,
    );
    if (!made) return;
    const flow: Flow = status === S.rejected ? 'returned' : status === S.supervisorReview ? 'pending' : 'approved';
    await flowOf('mortgage_request', made.id, flow, comment);
    for (const [k, propertyId] of properties.slice(0, registered).entries()) {
      const certNo = `京(2026)朝阳区不动产证明第${String(30000 + loan.id * 10 + k)}号`;
      await requests.register(db, made.id, propertyId, {
        certNo,
        regDate: '2026-11-18',
        mortgageeId,
        mortgageOrder: 1,
        registeredBy: warrant.id,
      });
    }
    if (status === S.registered) await moveBillStage(db, loan.id, 'mortgageRegistered', STAGE_ACTOR);
  };
  await request(first, S.rejected, 0, ids[2]!, '抵押权人已停用，请重新选择');
  await request(first, S.registered, 1, ids[0]!);
  await request(second, S.supervisorReview, 0, ids[1]!);
  await request(third, S.partlyRegistered, 1, ids[0]!);

  const release = async (status: number, exceptionReason: string, comment?: string) => {
    const made = await mortgageReleaseRepository.insert(db, {
      billId: first.id,
      status,
      exceptionReason,
      ...scopeOf(first, warrant),
      createdAt: new Date(at + 2 * HOUR),
    });
    if (made) await flowOf('mortgage_release', made.id, status === RS.rejected ? 'returned' : 'pending', comment);
  };
  await release(RS.rejected, '客户申请提前解押', '贷款未结清且无资金方同意函');
  await release(RS.awaitingApproval, '客户以自有资金结清，资金方同意提前解押');
}
