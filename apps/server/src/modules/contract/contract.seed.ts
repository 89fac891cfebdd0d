import {
  type AgreedTerms,
  CONTRACT_STATUS as S,
  type ContractKind,
  DEFAULT_CHAINS,
  contractPrefixOf,
  fillTemplate,
  formatContractNo,
  templateValues,
} from '@lc/shared';
import type { Executor } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import type { FileStorage } from '../../lib/file-storage';
import { shanghaiDate } from '../../lib/time';
import { type LoanFacts, moveBillStage } from '../bill/bill.service';
import type { FindDemoUser } from '../module-kit';
import { seedFlowInstance } from '../workflow/flow-engine.service';
import { storeContractPdf } from './contract-pdf.adapter';
import { templateRepository as templates } from './contract-template.repository';
import { contractRepository as contracts } from './contract.repository';
import { contractFacts } from './contract-facts.rules';

/** Stage moves the demo's events make (decision 0074), as the services make them. */
const STAGE_ACTOR = { actorId: null, actorName: 'seed', requestId: null, ip: null };

const HOUR = 3600 * 1000;
const LOAN_BODY = [
  '借款合同',
  '合同编号：{{contract.no}}　　签订日期：{{contract.date}}',
  '借款人：{{borrower.name}}（报单编号{{bill.billNo}}）',
  '出借人（资金方）：{{funding.name}}',
  '第一条　借款金额：人民币{{loan.amount}}元（大写：{{loan.amountCapital}}；即{{loan.amountWanYi}}）。',
  '第二条　借款期限：{{loan.durationDays}}天，自放款之日起算。',
  '第三条　借款利率与还款：年利率{{loan.annualRate}}，还款方式{{loan.method}}，还款日为{{loan.repaymentDay}}；利息按本金×年利率÷365×实际天数计算。',
  '第四条　逾期罚息：{{loan.penaltyRule}}。',
  '第五条　费用：{{loan.fees}}。',
  '第六条　担保方式：借款人以下列{{collateral.count}}处房产提供抵押担保：{{collateral.address}}。',
  '第七条　本合同经双方签字（盖章）后生效。',
].join('\n');
const MORTGAGE_BODY = [
  '房地产抵押合同',
  '合同编号：{{contract.no}}',
  '抵押人：{{borrower.name}}',
  '抵押物：{{collateral.address}}',
  '所担保的主债权：人民币{{loan.amountCapital}}（{{loan.amount}}元），期限{{loan.durationDays}}天。',
].join('\n');
const CHANNEL_BODY = ['渠道合作确认书', '报单编号：{{bill.billNo}}', '借款人：{{borrower.name}}', '借款金额：{{loan.amountWanYi}}'].join(
  '\n',
);

type Demo = { kind: ContractKind; status: number; template: number };

/**
 * Demo templates of both kinds (the loan contract in two versions) and contracts on the demo
 * loans in every status (1, 2, 3, -1) across the four lists, each with its rendered PDF. Without
 * file storage (tests) only the templates. Only into empty tables.
 */
export async function seedDemoContracts(
  db: Executor,
  findUser: FindDemoUser,
  loans: LoanFacts[],
  opts: {
    files: FileStorage | undefined;
    addressesOf: (db: Executor, billId: number) => Promise<string[]>;
    /** The terms final review decided for the bill (decision 0070): what the contract states. */
    termsOf: (db: Executor, billId: number) => Promise<AgreedTerms | null>;
  },
) {
  const [office, approver] = [await findUser('13800000051'), await findUser('13800000010')];
  if (!office || !approver || loans.length < 4 || (await totalOf(db, templates.list, undefined)).total > 0) return;
  const loan = await templates.insert(
    db,
    'composite',
    { name: '个人借款合同（抵押）', body: LOAN_BODY.replace('第四条', '第四条（旧版）') },
    office,
  );
  await templates.bump(db, loan.id, 'composite', 1, { name: '个人借款合同（抵押）', body: LOAN_BODY }, office);
  const mortgage = await templates.insert(db, 'composite', { name: '房地产抵押合同', body: MORTGAGE_BODY }, office);
  await templates.insert(db, 'channel', { name: '渠道合作确认书', body: CHANNEL_BODY }, office);
  await templates.insert(db, 'channel', { name: '中关村预审确认书', body: CHANNEL_BODY.replace('渠道合作', '中关村预审') }, office);
  if (!opts.files) return;

  const demos: [LoanFacts, Demo[]][] = [
    [
      loans[0]!,
      [
        { kind: 'advance', status: S.signed, template: loan.id },
        { kind: 'mortgage', status: S.signed, template: mortgage.id },
      ],
    ],
    [
      loans[1]!,
      [
        { kind: 'advance', status: S.approved, template: loan.id },
        { kind: 'zhonghai', status: S.inApproval, template: loan.id },
      ],
    ],
    [
      loans[2]!,
      [
        { kind: 'mortgage', status: S.rejected, template: mortgage.id },
        { kind: 'mortgage', status: S.inApproval, template: mortgage.id },
      ],
    ],
    [
      loans[3]!,
      [
        { kind: 'advance', status: S.inApproval, template: loan.id },
        { kind: 'zgc', status: S.approved, template: mortgage.id },
      ],
    ],
  ];
  const at = new Date(Date.now() - 3 * 24 * HOUR);
  for (const [bill, list] of demos) {
    const addresses = await opts.addressesOf(db, bill.id);
    for (const demo of list) {
      const version = (await templates.current(db, demo.template))!;
      const prefix = contractPrefixOf(bill.areaCode);
      const year = Number(shanghaiDate(at).slice(0, 4));
      const contractNo = formatContractNo(prefix, year, await contracts.nextSerial(db, prefix, year));
      const terms = await opts.termsOf(db, bill.id);
      if (!terms) continue;
      const values = templateValues(contractFacts(bill, terms, { contractNo, contractDate: shanghaiDate(at), addresses }));
      const text = fillTemplate(version.body, values);
      const pdf = await storeContractPdf(opts.files, { title: version.name, contractNo, text, at }, undefined);
      const signed = demo.status === S.signed;
      const made = await contracts.insert(db, {
        ...{ contractNo, kind: demo.kind, billId: bill.id, templateVersionId: version.id, text, ...pdf, status: demo.status },
        ...(signed
          ? { signedDate: shanghaiDate(new Date(at.getTime() + 24 * HOUR)), signRef: `SIM-DEMO-${pdf.pdfSha256.slice(0, 12)}` }
          : {}),
        ...{
          applicantId: office.id,
          ownerId: bill.salespersonId,
          areaCode: bill.areaCode,
          departmentCode: bill.departmentCode,
          groupId: bill.groupId,
        },
        ...{ createdAt: at, updatedAt: at, version: demo.status === S.inApproval ? 0 : signed ? 2 : 1 },
      });
      if (signed) await moveBillStage(db, bill.id, 'contractSigned', STAGE_ACTOR);
      const nodes = [...DEFAULT_CHAINS.contract.nodes];
      const status = demo.status === S.inApproval ? 'pending' : demo.status === S.rejected ? 'returned' : 'approved';
      const decided = status !== 'pending';
      await seedFlowInstance(
        db,
        {
          ...{
            process: 'contract',
            subjectId: made.id,
            status,
            nodeIndex: 0,
            nodes,
            currentPermission: decided ? null : nodes[0]!.permission,
          },
          ...{
            untouched: !decided,
            applicantId: office.id,
            areaCode: office.areaCode,
            departmentCode: office.departmentCode,
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
            actorId: office.id,
            actorName: office.realName,
            createdAt: at,
          },
          ...(decided
            ? [
                {
                  action: status === 'returned' ? ('reject' as const) : ('approve' as const),
                  ...{ fromNode: nodes[0]!.key, toNode: null, fromStatus: 'pending', toStatus: status },
                  ...{
                    actorId: approver.id,
                    actorName: approver.realName,
                    comment: status === 'returned' ? '借款金额与终审不符' : '同意',
                    createdAt: new Date(at.getTime() + HOUR),
                  },
                },
              ]
            : []),
        ],
      );
    }
  }
}
