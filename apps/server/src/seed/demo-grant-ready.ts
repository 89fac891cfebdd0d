import {
  CONTRACT_STATUS,
  DEFAULT_CHAINS,
  contractPrefixOf,
  fillTemplate,
  formatContractNo,
  luhnCheckDigit,
  templateValues,
} from '@lc/shared';
import type { Db } from '../db/client';
import { pageOf } from '../db/paged-list';
import type { FileStorage } from '../lib/file-storage';
import { shanghaiDate } from '../lib/time';
import { cardBinRepository } from '../modules/bank-card/bank-card.repository';
import { cardRepository } from '../modules/bank-card/card.repository';
import { approvedLoansOf } from '../modules/bill/bill-loans.repository';
import { billRepository } from '../modules/bill/bill.repository';
import { moveBillStage } from '../modules/bill/bill.service';
import { storeContractPdf } from '../modules/contract/contract-pdf.adapter';
import { templateRepository } from '../modules/contract/contract-template.repository';
import { contractRepository } from '../modules/contract/contract.repository';
import type { FindDemoUser } from '../modules/module-kit';
import { seedFlowInstance } from '../modules/workflow/flow-engine.service';
import { DEMO_CERTIFICATE_LOANS, certificateLoanIdCard } from './demo-certificates';
import { billTermsRepository } from '../modules/bill/bill-terms.repository';
import { contractFacts } from '../modules/contract/contract-facts.rules';
import { seedDemoLoanBorrowers } from './demo-loan-borrowers';

/** Stage moves the demo's events make (decision 0074), as the services make them. */
const STAGE_ACTOR = { actorId: null, actorName: 'seed', requestId: null, ip: null };

/**
 * The demo bill a user can take through /billGrantManage/grantRequest (decision 0052): 韩磊's
 * Beijing loan, whose mortgage the certificate seed registered and whose certificates it put in
 * stock (seed/demo-certificates.ts). This adds what is left of the grant request's gate (decision
 * 0051): its loan contract made from the current loan template, approved at the contract node and
 * signed (3), with its rendered PDF; and a receiving card. Written through the contract, flow and
 * card repositories the app uses, so the gate reads it as it reads any bill. Needs file storage for
 * the PDF (tests run without: the bill stays as the certificate seed left it). Only once.
 */
export const GRANT_READY_CUSTOMER = '韩磊';
const HOUR = 3_600_000;

export async function seedGrantReadyBill(db: Db, findUser: FindDemoUser, files: FileStorage | undefined) {
  const [office, approver] = [await findUser('13800000051'), await findUser('13800000010')];
  const k = DEMO_CERTIFICATE_LOANS.findIndex((l) => l.name === GRANT_READY_CUSTOMER);
  const [bill] = k < 0 ? [] : await approvedLoansOf(db, [certificateLoanIdCard(k)]);
  if (!files || !office || !approver || !bill) return;
  // The card is the loan's own borrower's (issue 29 item 7).
  const holder = (await seedDemoLoanBorrowers(db, [bill.id])).get(bill.id);
  if (!holder) return;
  if (await contractRepository.billHas(db, bill.id, CONTRACT_STATUS.signed)) return;
  const composite = (await pageOf(db, templateRepository.list, undefined, 1, 50)).filter((x) => x.kind === 'composite');
  const template = composite.find((x) => x.name.includes('借款合同')) ?? composite[0];
  const version = template && (await templateRepository.current(db, template.id));
  if (!version) return;

  const terms = await billTermsRepository.of(db, bill.id);
  if (!terms) return;
  const at = new Date(Date.now() - 2 * 24 * HOUR);
  const prefix = contractPrefixOf(bill.areaCode);
  const year = Number(shanghaiDate(at).slice(0, 4));
  const contractNo = formatContractNo(prefix, year, await contractRepository.nextSerial(db, prefix, year));
  const text = fillTemplate(
    version.body,
    templateValues(
      contractFacts(bill, terms, {
        contractNo,
        contractDate: shanghaiDate(at),
        addresses: (await billRepository.mortgagesOf(db, bill.id)).map((m) => m.addressDetails ?? ''),
      }),
    ),
  );
  const pdf = await storeContractPdf(files, { title: version.name, contractNo, text, at }, undefined);
  const made = await contractRepository.insert(db, {
    ...{ contractNo, kind: 'advance', billId: bill.id, templateVersionId: version.id, text, ...pdf, status: CONTRACT_STATUS.signed },
    ...{ signedDate: shanghaiDate(new Date(at.getTime() + 24 * HOUR)), signRef: `SIM-DEMO-${pdf.pdfSha256.slice(0, 12)}` },
    ...{
      applicantId: office.id,
      ownerId: bill.salespersonId,
      areaCode: bill.areaCode,
      departmentCode: bill.departmentCode,
      groupId: bill.groupId,
    },
    ...{ createdAt: at, updatedAt: at, version: 2 },
  });
  await moveBillStage(db, bill.id, 'contractSigned', STAGE_ACTOR);
  const nodes = [...DEFAULT_CHAINS.contract.nodes];
  await seedFlowInstance(
    db,
    {
      ...{ process: 'contract', subjectId: made.id, status: 'approved', nodeIndex: 0, nodes, currentPermission: null },
      ...{ untouched: false, applicantId: office.id, areaCode: office.areaCode, departmentCode: office.departmentCode, groupId: null },
      version: 1,
    },
    [
      {
        ...{ action: 'submit', fromNode: null, toNode: nodes[0]!.key, fromStatus: null, toStatus: 'pending' },
        ...{ actorId: office.id, actorName: office.realName, createdAt: at },
      },
      {
        ...{ action: 'approve', fromNode: nodes[0]!.key, toNode: null, fromStatus: 'pending', toStatus: 'approved' },
        ...{ actorId: approver.id, actorName: approver.realName, comment: '同意', createdAt: new Date(at.getTime() + HOUR) },
      },
    ],
  );

  const payload = `62220202${String(990000 + bill.id).padStart(10, '0')}`;
  const cardNo = payload + luhnCheckDigit(payload);
  const [bank] = await cardBinRepository.longestMatch(db, cardNo);
  if (!bank || (await cardRepository.sameCard(db, holder.id, cardNo))) return;
  const { areaCode, departmentCode, groupId, ownerId } = holder;
  await cardRepository.insert(db, {
    ...{ borrowerId: holder.id, billId: bill.id, cardNo, bankCode: bank.bankCode, accountName: bill.customerName },
    ...{ reservedMobile: holder.mobile, status: 1, areaCode, departmentCode, groupId, ownerId },
  });
}
