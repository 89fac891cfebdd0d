import { ARCHIVE_STOCK, BILL_STAGE, BILL_STATUS, MORTGAGE_REQUEST_STATUS, idCardCheckChar } from '@lc/shared';
import type { Executor } from '../db/client';
import { pageOf } from '../db/paged-list';
import { archiveRepository } from '../modules/archive/archive.repository';
import { billListWhere, billRepository } from '../modules/bill/bill.repository';
import { moveBillStage } from '../modules/bill/bill.service';
import { DEMO_FUND_PARTY, demoTerms } from '../modules/bill/bill.seed';
import { billTermsRepository } from '../modules/bill/bill-terms.repository';
import { mortgageRequestRepository } from '../modules/mortgage/mortgage-flow.repository';
import { mortgageeRepository } from '../modules/mortgage/mortgage.repository';
import type { FindDemoUser } from '../modules/module-kit';

/** Stage moves the demo's events make (decision 0074), as the services make them. */
const STAGE_ACTOR = { actorId: null, actorName: 'seed', requestId: null, ip: null };

type Doc = { docType: 2 | 4; day: string; deleted?: true };
/** A loan of earlier months in each city, with its registration and the certificates the archive keeps. */
export type CertificateLoan = {
  areaCode: string;
  sales: string;
  groupId: number;
  prefix: string;
  district: [string, string];
  name: string;
  day: string;
  regDate: string;
  docs: Doc[];
};

/**
 * After-loan certificate statistics need more than the Beijing loans of the last weeks: these
 * loans of June to October, one or two per city, each registered once (a certificate of other
 * rights) and holding its property and mortgage certificates in the archive, one of them deleted
 * (not counted). The tests work out their expected counts from this table.
 */
export const DEMO_CERTIFICATE_LOANS: CertificateLoan[] = [
  {
    ...{
      areaCode: 'SH_31',
      sales: '13800000211',
      groupId: 14,
      prefix: 'SH',
      district: ['310000', '310104'],
      name: '沈建华',
      day: '2026-06-12',
    },
    ...{
      regDate: '2026-07-08',
      docs: [
        { docType: 2, day: '2026-07-15' },
        { docType: 4, day: '2026-07-20' },
      ],
    },
  },
  {
    ...{
      areaCode: 'SH_31',
      sales: '13800000211',
      groupId: 14,
      prefix: 'SH',
      district: ['310000', '310115'],
      name: '陆佳',
      day: '2026-08-03',
    },
    ...{
      regDate: '2026-08-26',
      docs: [
        { docType: 2, day: '2026-09-02' },
        { docType: 4, day: '2026-09-02' },
      ],
    },
  },
  {
    ...{
      areaCode: 'XA_61',
      sales: '13800000311',
      groupId: 15,
      prefix: 'XA',
      district: ['610000', '610113'],
      name: '白志远',
      day: '2026-07-01',
    },
    ...{
      regDate: '2026-07-22',
      docs: [
        { docType: 2, day: '2026-08-05' },
        { docType: 4, day: '2026-08-05' },
      ],
    },
  },
  {
    ...{
      areaCode: 'WH_42',
      sales: '13800000411',
      groupId: 16,
      prefix: 'WH',
      district: ['420000', '420106'],
      name: '胡晓燕',
      day: '2026-08-10',
    },
    ...{
      regDate: '2026-09-14',
      docs: [
        { docType: 2, day: '2026-09-20' },
        { docType: 4, day: '2026-10-09' },
      ],
    },
  },
  {
    ...{
      areaCode: 'BJ_11',
      sales: '13800000011',
      groupId: 1,
      prefix: 'BJ',
      district: ['110000', '110108'],
      name: '韩磊',
      day: '2026-07-20',
    },
    ...{
      regDate: '2026-08-12',
      docs: [
        { docType: 2, day: '2026-08-18' },
        { docType: 4, day: '2026-10-11' },
        { docType: 4, day: '2026-10-12', deleted: true },
      ],
    },
  },
];

/** The k-th certificate loan's ID number: its stable identity (seed/demo-grant-ready.ts finds 韩磊's bill by it). */
export function certificateLoanIdCard(k: number) {
  const loan = DEMO_CERTIFICATE_LOANS[k]!;
  const first17 = `${loan.district[1]}19780${k + 1}0${k + 3}23${k}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

/** 10:00 Shanghai time of a day. */
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+08:00`);

export async function seedDemoCertificates(db: Executor, findUser: FindDemoUser) {
  const [warrant, mortgagee] = [await findUser('13800000032'), (await pageOf(db, mortgageeRepository.list, undefined, 1, 1))[0]];
  if (!warrant || !mortgagee || (await billRepository.count(db, billListWhere.all({ all: true }, { areaCode: 'XA_61' }))) > 0) {
    return;
  }
  for (const [k, loan] of DEMO_CERTIFICATE_LOANS.entries()) {
    const sales = await findUser(loan.sales);
    if (!sales) continue;
    const day = loan.day.replaceAll('-', '');
    const scope = { areaCode: loan.areaCode, departmentCode: sales.departmentCode, groupId: loan.groupId };
    const bill = await billRepository.insert(db, {
      billNo: `${loan.prefix}${day}-${String(await billRepository.nextSequence(db, loan.prefix, day)).padStart(4, '0')}`,
      status: BILL_STATUS.approved,
      stage: BILL_STAGE.approved,
      billType: 0,
      billCustomerName: loan.name,
      billCustomerMobile: `1392000${String(1000 + k)}`,
      idCard: certificateLoanIdCard(k),
      borrowAmount: '1500000.00',
      borrowDuration: 180,
      borrowType: 2,
      borrowingPurposes: '经营周转',
      fundings: DEMO_FUND_PARTY,
      salespersonId: sales.id,
      ...scope,
      createdAt: at(loan.day),
      // Submitted an hour after it was made, as the other demo bills are.
      updatedAt: at(loan.day, '11:00'),
      submittedAt: at(loan.day, '11:00'),
    });
    const reviewer = await findUser('13800000034');
    if (reviewer) await billTermsRepository.seed(db, bill.id, demoTerms('1500000.00', 180, reviewer, at(loan.day, '16:00')));
    const address = `${loan.name}名下住宅${k + 1}号楼`;
    await billRepository.insertMortgages(db, [
      {
        billId: bill.id,
        sort: 0,
        addressProvince: loan.district[0],
        addressDistrict: loan.district[1],
        addressDetails: address,
        addressKey: `${loan.district[0]}|${loan.district[1]}|${address}`,
        floorArea: '88.00',
      },
    ]);
    const [property] = await billRepository.mortgagesOf(db, bill.id);
    const owned = { ownerId: sales.id, ...scope };
    const request = await mortgageRequestRepository.insert(
      db,
      {
        billId: bill.id,
        mortgageeId: mortgagee.id,
        mortgageOrder: 1,
        status: MORTGAGE_REQUEST_STATUS.registered,
        applicantId: warrant.id,
        ...owned,
        createdAt: at(loan.day),
      },
      [property!.id],
    );
    if (request) {
      const certNo = `(2026)不动产证明第${String(50000 + bill.id)}号`;
      await mortgageRequestRepository.register(db, request.id, property!.id, {
        ...{ certNo, regDate: loan.regDate, mortgageeId: mortgagee.id, mortgageOrder: 1, registeredBy: warrant.id },
      });
      await moveBillStage(db, bill.id, 'mortgageRegistered', STAGE_ACTOR);
    }
    for (const doc of loan.docs) {
      const status = doc.deleted ? ARCHIVE_STOCK.deleted : ARCHIVE_STOCK.inStock;
      const name = doc.docType === 2 ? '不动产权证书原件' : '他项权证';
      const { id } = await archiveRepository.insert(db, {
        billId: bill.id,
        docType: doc.docType,
        name,
        status,
        ...owned,
        version: 1,
        createdAt: at(doc.day),
        updatedAt: at(doc.day),
      });
      const by = { actorId: warrant.id, actorName: warrant.realName, createdAt: at(doc.day) };
      await archiveRepository.addLines(db, [
        { itemId: id, fromStatus: null, toStatus: ARCHIVE_STOCK.notInStock, reason: null, transferId: null, ...by },
        {
          itemId: id,
          fromStatus: ARCHIVE_STOCK.notInStock,
          toStatus: status,
          reason: doc.deleted ? '重复登记' : null,
          transferId: null,
          ...by,
        },
      ]);
    }
  }
}
