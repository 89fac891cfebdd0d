import { z } from 'zod';
import { contract, endpoint } from '../api/contract';
import { recordIdParams, versionField } from '../borrower/registry-common';
import type { LocalisedText } from '../route-table/route-table.types';
import { optionalText, requiredText } from '../validation/rule-kit';
import { maxCharsCheck } from '../validation/text-checks';
import { TRANSFER_APPROVAL_PERMISSION, TRANSFER_GROUP_PERMISSION } from './archive-transfer.contract';

/**
 * Settlement of a transfer whose documents are out when the loan is settled (decision 0057): the
 * transfer waits (10) for a listed approver to confirm the documents leave the archive for good (5),
 * or to refuse, back to the status it came from.
 */
export const transferSettlementState = z.object({
  status: z.number().int(),
  /** The status the transfer was in when the loan was settled (where a refusal takes it back); null if never asked. */
  settlementFrom: z.number().int().nullable(),
  settlementAskedAt: z.string().nullable(),
  /** The documents still out on the transfer: they leave stock (3 → 4) when the settlement is confirmed. */
  outstanding: z.array(z.object({ id: z.number().int(), name: z.string() })),
  version: z.number().int(),
});
export type TransferSettlementState = z.infer<typeof transferSettlementState>;

export const transferSettlementConfirm = z.object({ version: versionField, comment: optionalText(maxCharsCheck(200)) });
export type TransferSettlementConfirm = z.infer<typeof transferSettlementConfirm>;
export const transferSettlementRefuse = z.object({ version: versionField, comment: requiredText('required', maxCharsCheck(200)) });
export type TransferSettlementRefuse = z.infer<typeof transferSettlementRefuse>;

export const ARCHIVE_SETTLEMENT_MESSAGES = {
  confirmed: { 'zh-CN': '已确认结档，档案已出库', 'en-US': 'Settlement confirmed: the documents have left the archive' },
  refused: { 'zh-CN': '已驳回结档', 'en-US': 'Settlement refused' },
} as const satisfies Record<string, LocalisedText>;

const approval = { permission: TRANSFER_APPROVAL_PERMISSION, dataScope: 'scoped' } as const;
const moved = z.object({ status: z.number().int() });

/** The settlement confirmation of new-flow transfers (statuses 10 and 5, issue 17 item 8). */
export const ARCHIVE_SETTLEMENT_API = contract('archive-settlement', {
  state: endpoint({
    method: 'GET',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/settlement',
    access: { permission: TRANSFER_GROUP_PERMISSION, dataScope: 'none' },
    params: recordIdParams,
    reply: transferSettlementState,
  }),
  confirm: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/settlement/confirm',
    access: approval,
    params: recordIdParams,
    body: transferSettlementConfirm,
    reply: moved,
    done: ARCHIVE_SETTLEMENT_MESSAGES.confirmed,
  }),
  refuse: endpoint({
    method: 'POST',
    domain: 'default',
    path: '/v1/archiveTransfer/:id/settlement/refuse',
    access: approval,
    params: recordIdParams,
    body: transferSettlementRefuse,
    reply: moved,
    done: ARCHIVE_SETTLEMENT_MESSAGES.refused,
  }),
});
