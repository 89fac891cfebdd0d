import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { imageKey } from '../upload/upload.schema';
import type { TemplateKind } from './contract.constants';
import {
  contractActBody,
  contractDetail,
  contractInput,
  contractListQuery,
  contractListReply,
  contractOptions,
  contractRejectBody,
  contractSignBody,
  esignNextBody,
  templateDetail,
  templateInput,
  templateListQuery,
  templateListReply,
  templateUpdate,
} from './contract.schema';

/** /agreementManager: the group's code reaches every signing list (the seed grants it with any of them). */
export const CONTRACT_PERMISSION = 'sign_manage';
/** agreementAdd's code: making a contract. */
export const CONTRACT_ADD_PERMISSION = 'agreement_add';
/** The approval node's code (the spec names none; role 10, the risk-control director). */
export const CONTRACT_APPROVE_PERMISSION = 'agreement_approve';
export const TEMPLATE_PERMISSIONS: Record<TemplateKind, string> = {
  composite: 'sign_template_list_new',
  channel: 'sign_template_list',
};
export const CONTRACT_ENTITY = 'contract';
export const CONTRACT_TEMPLATE_ENTITY = 'contract_template';

export const CONTRACT_MESSAGES = {
  added: { 'zh-CN': '合同已生成，已提交审批', 'en-US': 'Contract made and sent for approval' },
  approved: { 'zh-CN': '已审批通过', 'en-US': 'Approved' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  signed: { 'zh-CN': '合同已签署', 'en-US': 'Contract signed' },
  templateAdded: { 'zh-CN': '模板已新增', 'en-US': 'Template added' },
  templateSaved: { 'zh-CN': '已保存为新版本', 'en-US': 'Saved as a new version' },
  esignSet: { 'zh-CN': '已设置电子签章模拟器', 'en-US': 'E-signature simulator set' },
} as const satisfies Record<string, LocalisedText>;

const scoped = { permission: CONTRACT_PERMISSION, dataScope: 'scoped' } as const;
const moved = z.object({ status: z.number().int(), flowVersion: z.number().int() });

/** The signing lists, agreementAdd, agreementApprove and the preview (/showSignDetail). */
export const CONTRACT_API = contract('contract', {
  options: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/contract/options',
    access: { permission: CONTRACT_ADD_PERMISSION, dataScope: 'scoped' },
    reply: contractOptions,
  }),
  list: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/contract/list',
    access: scoped,
    query: contractListQuery,
    reply: contractListReply,
  }),
  detail: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/contract/:id',
    access: scoped,
    params: recordIdParams,
    reply: contractDetail,
  }),
  /** The PDF exactly as rendered when the contract was made: what is previewed is what is signed. */
  pdf: endpoint({ method: 'GET', domain: 'default', path: '/v1/contract/:id/pdf', access: scoped, params: recordIdParams, file: true }),
  create: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/contract',
    access: { permission: CONTRACT_ADD_PERMISSION, dataScope: 'scoped' },
    body: contractInput,
    reply: z.object({ id: z.number().int(), contractNo: z.string() }),
    done: CONTRACT_MESSAGES.added,
  }),
  approve: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/contract/:id/approve',
    access: scoped,
    params: recordIdParams,
    body: contractActBody,
    reply: moved,
    done: CONTRACT_MESSAGES.approved,
  }),
  reject: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/contract/:id/reject',
    access: scoped,
    params: recordIdParams,
    body: contractRejectBody,
    reply: moved,
    done: CONTRACT_MESSAGES.rejected,
  }),
  sign: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/contract/:id/sign',
    access: scoped,
    params: recordIdParams,
    body: contractSignBody,
    reply: z.object({ status: z.number().int(), signRef: z.string() }),
    done: CONTRACT_MESSAGES.signed,
  }),
  scan: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/contract/:id/scan/:imageId',
    access: scoped,
    params: z.object({ id: recordIdParams.shape.id, imageId: z.uuid('扫描件不存在') }),
    file: true,
  }),
  scanKey: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/contract/:id/scan/:imageId/key',
    access: scoped,
    params: z.object({ id: recordIdParams.shape.id, imageId: z.uuid('扫描件不存在') }),
    reply: imageKey,
  }),
  /** The built-in e-signature simulator's next answer; 'none' when a real provider is configured. */
  esignNext: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/contract/esign/next',
    access: { permission: CONTRACT_ADD_PERMISSION, dataScope: 'none' },
    body: esignNextBody,
    reply: z.object({ outcome: z.string() }),
    done: CONTRACT_MESSAGES.esignSet,
  }),
});

/** One template list's calls (templates are shared documents, not personal records: no data scope). */
const templateEndpoints = (kind: TemplateKind) => {
  const access = { permission: TEMPLATE_PERMISSIONS[kind], dataScope: 'none' } as const;
  const base = `/v1/contractTemplate/${kind}` as const;
  return {
    list: endpoint({ method: 'GET', domain: 'default', path: `${base}/list`, access, query: templateListQuery, reply: templateListReply }),
    detail: endpoint({ method: 'GET', domain: 'default', path: `${base}/:id`, access, params: recordIdParams, reply: templateDetail }),
    create: endpoint({
      method: 'POST',
      domain: 'default',
      path: base,
      access,
      body: templateInput,
      reply: z.object({ id: z.number().int() }),
      done: CONTRACT_MESSAGES.templateAdded,
    }),
    update: endpoint({
      method: 'PUT',
      domain: 'default',
      path: `${base}/:id`,
      access,
      params: recordIdParams,
      body: templateUpdate,
      reply: z.object({ version: z.number().int() }),
      done: CONTRACT_MESSAGES.templateSaved,
    }),
  };
};
export const COMPOSITE_TEMPLATE_API = contract('contract-template', templateEndpoints('composite'));
export const CHANNEL_TEMPLATE_API = contract('channel-template', templateEndpoints('channel'));
