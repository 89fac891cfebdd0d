import type { LocalisedText } from '../route-table/route-table.types';

/** The bill module's messages (server replies), in both languages. */
export const BILL_MESSAGES = {
  billSubmittedDuplicateElsewhere: {
    'zh-CN': '报单已提交审批；与您数据范围外的在途报单疑似重复（同一借款人或抵押物），已先送重复报单审批；详情请联系风控部门',
    'en-US':
      'Bill submitted for approval; possibly a duplicate of an open bill outside your data scope (same borrower or collateral): it goes to duplicate-bill approval first; for details, contact the risk-control department',
  },
  billNotFound: { 'zh-CN': '报单不存在', 'en-US': 'The bill does not exist' },
  billChanged: { 'zh-CN': '报单已被修改，请刷新后重试', 'en-US': 'The bill has been changed, please refresh and retry' },
  billSubmittedNoEdit: {
    'zh-CN': '报单已提交审批，不能修改',
    'en-US': 'The bill has been submitted for approval and can no longer be edited',
  },
  billNotSubmitted: { 'zh-CN': '报单尚未提交审批', 'en-US': 'The bill has not been submitted for approval' },
  billBlacklisted: {
    'zh-CN': '借款人在黑名单中，不能通过终审（{reason}）',
    'en-US': 'The borrower is on the blacklist and cannot pass final review ({reason})',
  },
  billLtvOverrideRequired: {
    'zh-CN': '系统抵押率{ltv}超过上限{limit}，终审通过须填写超限说明',
    'en-US': 'The system LTV {ltv} is above the limit {limit}: final approval needs an override comment',
  },
  billTermsRequired: {
    'zh-CN': '终审通过须确定借款条件：核定金额、年利率、还款方式、借款期限',
    'en-US': 'Final approval needs the loan terms: approved amount, annual rate, repayment method and term',
  },
  billTermsAmountAboveBill: {
    'zh-CN': '核定金额不能超过申请金额{amount}元',
    'en-US': 'The approved amount cannot exceed the amount applied for ({amount})',
  },
  billTermsFundPartyRequired: {
    'zh-CN': '请选择资金方：报单未填写资金方，终审须确定由哪家资金方出借',
    'en-US': 'Choose the funding party: the bill names none, and final review must decide who lends',
  },
  billTermsMissing: {
    'zh-CN': '该报单尚无终审确定的借款条件，不能申请放款',
    'en-US': 'This bill has no terms decided at final review: no grant can be requested',
  },
  billBulkApproved: { 'zh-CN': '已通过', 'en-US': 'Approved' },
  billBulkFinalOneByOne: {
    'zh-CN': '终审需逐笔确定借款条件，请打开报单逐笔审批',
    'en-US': 'Final review decides each loan’s terms: open the bill to approve it',
  },
  billBulkRejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  billPropertyRegionRequired: { 'zh-CN': '请选择房产所在地区', 'en-US': "Choose the property's region" },
  billMortgageRegionMissing: {
    'zh-CN': '第{n}处抵押物的地区编码不存在：{code}',
    'en-US': 'Collateral {n}: the region code does not exist: {code}',
  },
  billMortgageDistrictMismatch: {
    'zh-CN': '第{n}处抵押物的区县不属于所选省份',
    'en-US': 'Collateral {n}: the district is not in the chosen province',
  },
  billMortgageNotOfBill: {
    'zh-CN': '第{n}处抵押物不属于本报单（编号{id}），请刷新后重试',
    'en-US': 'Collateral {n} (no. {id}) is not one of this bill’s collateral, please refresh and retry',
  },
  billMortgageValued: {
    'zh-CN': '抵押物“{address}”已有估价记录，不能删除；可修改其信息，或作废报单',
    'en-US': 'The collateral "{address}" has valuations and cannot be removed; edit it instead, or abandon the bill',
  },
  billDocumentsMissing: {
    'zh-CN': '资料不全，缺少：{missing}；请补齐后再通过，或填写放行理由',
    'en-US': 'Documents are missing: {missing}; add them before approving, or give a reason to override',
  },
  billDocumentOverrideReason: {
    'zh-CN': '资料不全时放行须填写放行理由',
    'en-US': 'Give a reason to approve while documents are missing',
  },
  /** Begins the approval record's line that keeps the reason (stored as data, in Chinese). */
  billDocumentOverrideRecord: { 'zh-CN': '资料不全放行理由：', 'en-US': 'Approved with documents missing, because: ' },
  billDocumentsReadOnly: {
    'zh-CN': '只有报单的业务员或资料审核人员可以上传或删除资料',
    'en-US': "Only the bill's salesperson or document review may add or remove its documents",
  },
  billDocumentsClosed: { 'zh-CN': '报单已作废，不能再修改资料', 'en-US': 'The bill is abandoned; its documents can no longer change' },
  billDocumentsFinal: {
    'zh-CN': '报单已终审通过，资料不能删除；如资料有误，请补充上传正确的资料',
    'en-US': 'The bill has passed final review and its documents cannot be deleted; upload the correct document instead',
  },
  billDocumentNotFound: { 'zh-CN': '资料不存在', 'en-US': 'The document does not exist' },
  billDocumentImageNotFound: {
    'zh-CN': '图片不存在或不是您上传的，请重新上传',
    'en-US': 'The image does not exist or was not uploaded by you, please upload it again',
  },
  billDocumentImageUsed: { 'zh-CN': '该图片已添加为资料', 'en-US': 'This image is already one of the documents' },
} satisfies Record<string, LocalisedText>;
