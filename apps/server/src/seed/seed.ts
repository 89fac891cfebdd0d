import {
  ADMIN_ROLE_ID,
  AREAS,
  DEFAULT_GRANTS,
  GROUPS,
  PAGE_COMPONENTS,
  ROLES,
  ROUTE_TABLE,
  type RoleId,
  grantableCodes,
  menuSeed,
  REPAYMENT_LOAN_STATUS,
  DEFAULT_PENALTY_DAILY_RATE,
} from '@lc/shared';
import { shanghaiDate } from '../lib/time';
import type { Db } from '../db/client';
import { accessRepository } from '../modules/access/access.repository';
import { orgRepository } from '../modules/identity/org.repository';
import { userRepository } from '../modules/identity/user.repository';
import type { FindDemoUser } from '../modules/module-kit';
import { DEPARTMENTS } from './org.seed-data';
import { seedDemoUsers } from './demo-users';
import { seedDemoSampleRecords } from '../modules/gallery/sample-records.seed';
import { seedValuationDemo } from '../modules/valuation/builtin/demo-catalogue.seed';
import { demoBorrowers, seedDemoBorrowers } from '../modules/borrower/borrower.seed';
import { seedDemoBankCards, seedDemoLoanCards } from '../modules/bank-card/card.seed';
import { cardRepository } from '../modules/bank-card/card.repository';
import { seedDemoGrants } from '../modules/grant/grant.seed';
import { seedDemoRepayments } from './demo-repayments';
import { seedDemoFees, seedDemoPayments } from '../modules/borrow/borrow.seed';
import { seedDemoLoanRecords } from '../modules/borrow/loan-records.seed';
import { seedDemoCardChanges } from '../modules/bank-card/card-change.seed';
import { seedDemoFirms } from '../modules/firm/firm.seed';
import { seedDemoChannels } from '../modules/channel/channel.seed';
import { seedDemoBlacklist } from '../modules/blacklist/blacklist.seed';
import { DEMO_LOAN_ID_CARDS, seedDemoBills } from '../modules/bill/bill.seed';
import { billRepository } from '../modules/bill/bill.repository';
import { billTermsRepository } from '../modules/bill/bill-terms.repository';
import type { StoreDemoImage } from '../modules/bill/bill-documents.seed';
import { createUploadService } from '../modules/upload/upload.service';
import type { FileStorage } from '../lib/file-storage';
import { systemClock } from '../lib/time';
import { seedDemoValuations } from '../modules/valuation/valuation.seed';
import { seedDemoLedger, seedLedgerAccounts } from '../modules/ledger/ledger.seed';
import { approvedLoansOf } from '../modules/bill/bill-loans.repository';
import { seedDemoLoanBorrowers } from './demo-loan-borrowers';
import { seedChargeStandards, seedDemoCharges } from '../modules/charge/charge.seed';
import { seedDemoFiveLevels } from '../modules/five-level/five-level.seed';
import { seedDemoMortgages } from '../modules/mortgage/mortgage.seed';
import { seedDemoAppointments } from '../modules/appointment/appointment.seed';
import { seedDemoPaymentRecords } from '../modules/payment-record/payment-record.seed';
import { seedDemoLoanVouchers } from '../modules/loan-voucher/loan-voucher.seed';
import { seedDemoFieldOrders } from '../modules/field-order/field-order.seed';
import { seedDemoArchives } from '../modules/archive/archive.seed';
import { seedDemoArchiveTransfersOld } from '../modules/archive/archive-transfer-old.seed';
import { seedDemoContracts } from '../modules/contract/contract.seed';
import { seedDemoBatches } from '../modules/batch/batch.seed';
import { seedDemoOrderTransfers } from '../modules/order-transfer/order-transfer.seed';
import { seedDemoSystemChanges } from './demo-system-changes';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoWithholds } from './demo-withholds';
import { seedLifecycleLoan } from './demo-lifecycle';
import { chargeLateLoans } from '../modules/repayment/overdue-run.service';
import { seedGrantReadyBill } from './demo-grant-ready';
import { repaymentRepository } from '../modules/repayment/repayment.repository';
import { seedMarkRepository } from './seed-mark.repository';

/** Expands page codes with the codes of every menu above them, and their page components. */
export function expandGrant(codes: readonly string[], menuRows = menuSeed(ROUTE_TABLE)) {
  const out = new Set<string>();
  for (const code of codes) {
    out.add(code);
    const menu = menuRows.find((m) => m.menuCode === code);
    menu?.requiredCodes.forEach((c) => out.add(c));
    Object.keys(PAGE_COMPONENTS[code] ?? {}).forEach((c) => out.add(c));
  }
  return [...out].sort();
}

/**
 * Reference data every installation needs. Menus follow the route table on every start;
 * roles get their default grant only the first time, so an admin's later edits stay.
 */
export async function seedReferenceData(db: Db) {
  const menuRows = menuSeed(ROUTE_TABLE);
  const allCodes = grantableCodes(ROUTE_TABLE);
  const known = new Set(allCodes);
  await db.transaction(async (tx) => {
    const deptOf = (id: number) => DEPARTMENTS.find((d) => d.groups.includes(id))?.code ?? null;
    await orgRepository.addMissingUnits(tx, {
      areas: Object.entries(AREAS).map(([code, t]) => ({ code, name: t['zh-CN'] })),
      departments: DEPARTMENTS.map(({ groups: _g, ...d }) => d),
      groups: Object.entries(GROUPS).map(([id, t]) => ({ id: Number(id), name: t['zh-CN'], departmentCode: deptOf(Number(id)) })),
    });
    await accessRepository.addMissingRoles(tx, [
      { id: ADMIN_ROLE_ID, nameZh: '系统管理员', nameEn: 'System administrator', dataScope: 'all' },
      ...ROLES.map((r) => ({ id: r.id, nameZh: r.name['zh-CN'], nameEn: r.name['en-US'], dataScope: r.scope })),
    ]);

    const components = Object.entries(PAGE_COMPONENTS).flatMap(([menuCode, list]) =>
      Object.entries(list).map(([code, t]) => ({ code, menuCode, nameZh: t['zh-CN'], nameEn: t['en-US'] })),
    );
    await accessRepository.replaceMenus(tx, menuRows, components);

    // The admin role always holds every code, including those a new release adds.
    const adminGrants = allCodes.map((code) => ({ roleId: ADMIN_ROLE_ID, code }));
    if (await accessRepository.hasNoGrants(tx)) {
      await accessRepository.addGrants(tx, [
        ...adminGrants,
        // Only codes the table knows are granted, so a grant never names a page that is not there.
        ...Object.entries(DEFAULT_GRANTS).flatMap(([roleId, codes]) =>
          expandGrant(codes, menuRows)
            .filter((code) => known.has(code))
            .map((code) => ({ roleId: Number(roleId) as RoleId, code })),
        ),
      ]);
    } else {
      await accessRepository.addGrants(tx, adminGrants);
    }
    await seedLedgerAccounts(tx);
    await seedChargeStandards(tx);
  });
}

/** Where demo images are stored, encrypted as any upload: without it, demo bills have no images. */
export type SeedMedia = { files: FileStorage; mediaKey: Buffer };
const SEED_ACTOR = { actorId: null, actorName: 'seed', requestId: null, ip: null };

/** Stores a demo image as the upload module stores any, in the demo uploader's name. */
const demoImageStore =
  (db: Db, media: SeedMedia): StoreDemoImage =>
  async (uploaderId, bytes, fileName) => {
    const uploads = createUploadService({ db, files: media.files, clock: systemClock, mediaKey: media.mediaKey });
    return (await uploads.store({ id: uploaderId }, { bytes, fileName, imgKey: null }, SEED_ACTOR)).id;
  };

/**
 * Set once the demo seeds have run to their end (decision 0064). Bump the
 * version when a release adds demo rows: the next start runs the demo seeds again, and each
 * finds its own rows by their stable identity and adds only what is missing.
 */
export const DEMO_SEED_MARK = 'demo:v1';

/** What a start did with the demo data: none wanted, found complete (only checked), or seeded. */
export type DemoSeedOutcome = 'off' | 'complete' | 'seeded';

export async function seed(db: Db, opts: { demo: boolean; media?: SeedMedia }): Promise<DemoSeedOutcome> {
  await seedReferenceData(db);
  if (!opts.demo) return 'off';
  // A start on a database already holding the demo (staff may have used it since) only checks that.
  if (await seedMarkRepository.has(db, DEMO_SEED_MARK)) return 'complete';
  await seedDemo(db, opts);
  await seedMarkRepository.set(db, DEMO_SEED_MARK);
  return 'seeded';
}

/**
 * `rows` sample records into an empty gallery table, as the demo seed makes them: the list
 * benchmark sizes its table with it (the demo seed itself runs once per database, decision 0064).
 */
export async function seedSampleRecordsInto(db: Db, rows: number) {
  await seedDemoSampleRecords(db, await orgRepository.citySalespeople(db), rows);
}

/**
 * The demo data, each seed finding its own rows by a stable identity (an ID number, a key it
 * wrote, a demo bill's loan), never by list position, and skipping what is done: it runs on
 * databases staff have used.
 */
async function seedDemo(db: Db, opts: { media?: SeedMedia }) {
  if (await userRepository.isEmpty(db)) await seedDemoUsers(db);
  // The module seeds record their rows in demo users' names; only identity reads its users, so they are handed a finder.
  const findUser: FindDemoUser = (mobile) => userRepository.findByMobile(db, mobile);
  await seedDemoSampleRecords(db, await orgRepository.citySalespeople(db));
  await seedValuationDemo(db);
  await seedDemoBorrowers(db, findUser);
  const holders = await demoBorrowers(db);
  await seedDemoBankCards(db, holders);
  await seedDemoCardChanges(db, findUser);
  await seedDemoFirms(db, findUser);
  await seedDemoChannels(db, findUser);
  await seedDemoBlacklist(db, findUser);
  await seedDemoValuations(db, findUser, await seedDemoBills(db, findUser, opts.media && demoImageStore(db, opts.media)));
  await seedDemoLedger(db);
  // The demo bills' loans, by their ID numbers: a loan staff add (or a demo bill they approve) is not one.
  // The chain's loan starts bare: no other demo seed gives it grants, fees, mortgages or documents.
  const loans = await approvedLoansOf(db, DEMO_LOAN_ID_CARDS);
  await seedDemoCharges(db, findUser, loans);
  await seedDemoFiveLevels(db, findUser, loans);
  await seedDemoLoanCards(
    db,
    await seedDemoLoanBorrowers(
      db,
      loans.map((l) => l.id),
    ),
    loans,
  );
  const cardOf = async (billId: number) => (await cardRepository.inUseFor(db, billId, null))[0]?.id;
  await seedDemoGrants(db, findUser, loans, cardOf);
  await seedDemoRepayments(db, findUser, loans, cardOf);
  await seedDemoWithholds(db, findUser);
  await seedDemoPayments(db, findUser, opts.media && demoImageStore(db, opts.media));
  await seedDemoFees(db, loans);
  await seedDemoLoanRecords(db, findUser, async (grantId) => {
    const found = await repaymentRepository.loanOfGrant(db, grantId);
    const loan = found && (await db.transaction((tx) => repaymentRepository.lock(tx, found.id)));
    return loan?.status === REPAYMENT_LOAN_STATUS.repaying;
  });
  await seedDemoMortgages(db, findUser, loans, {
    propertiesOf: (ex, billId) => billRepository.mortgagesOf(ex, billId),
    addProperty: async (ex, { billId, sort, address }) => {
      const [province, district] = ['110000', '110105'];
      await billRepository.insertMortgages(ex, [
        {
          billId,
          sort,
          addressProvince: province,
          addressDistrict: district,
          addressDetails: address,
          addressKey: `${province}|${district}|${address}`,
          floorArea: '12.50',
        },
      ]);
    },
  });
  await seedDemoAppointments(db, findUser);
  await seedDemoPaymentRecords(db, findUser, loans, opts.media && demoImageStore(db, opts.media));
  await seedDemoFieldOrders(db, findUser, opts.media && demoImageStore(db, opts.media));
  await seedDemoArchives(db, findUser, loans);
  await seedDemoArchiveTransfersOld(db, findUser, loans);
  await seedDemoContracts(db, findUser, loans, {
    files: opts.media?.files,
    addressesOf: async (ex, billId) => (await billRepository.mortgagesOf(ex, billId)).map((m) => m.addressDetails ?? ''),
    termsOf: (ex, billId) => billTermsRepository.of(ex, billId),
  });
  await seedDemoBatches(db, findUser);
  await seedDemoOrderTransfers(db, findUser);
  await seedDemoSystemChanges(db, findUser, loans);
  await seedDemoCertificates(db, findUser);
  // After the certificates: one of their loans is completed to pass the grant request's gate.
  await seedGrantReadyBill(db, findUser, opts.media?.files);
  await seedDemoLoanVouchers(db, findUser, opts.media && demoImageStore(db, opts.media));
  // Last, so no other demo seed picks it up: the loan e2e/repayment-lifecycle.spec.ts follows.
  await seedLifecycleLoan(db, findUser);
  // Back-dated demo loans made after the seed's overdue run owe penalty for every day overdue too.
  await chargeLateLoans(db, shanghaiDate(new Date()), { penaltyDailyRate: DEFAULT_PENALTY_DAILY_RATE, actor: SEED_ACTOR });
}
