import { z } from 'zod';
import { billStageField } from '../bill/bill-stage.schema';
import { keywordParam, recordIdParams, registryPaging } from '../borrower/registry-common';
import { capMessage, cappedListReply, withTotalParam, withinCap } from '../bank-card/bank.schema';
import { imageIdParams } from '../upload/upload.schema';
import { mortgagePropertyRow } from './mortgage-flow.schema';

/**
 * The hidden pages of /mortgageRequest, /mortgageRelease and /mortgageManage (issue 17 items 3–5):
 * the bills a request or a release can be made for (mortgageReqAddList, mortgageRelAddList), and
 * one such bill as its form reads it (mortgageReqAdd?billId=, mortgageRelAdd?billId=).
 */
export const mortgageBillListQuery = z
  .object({ ...registryPaging, keyword: keywordParam, withTotal: withTotalParam })
  .refine(withinCap, capMessage);
export type MortgageBillListQuery = z.infer<typeof mortgageBillListQuery>;

/** A final-approved bill in scope with no live mortgage request. */
export const requestableBillRow = z.object({
  id: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  /** Yuan, a decimal string. */
  borrowAmount: z.string(),
  propertyCount: z.number().int(),
  createdAt: z.string(),
});
export type RequestableBillRow = z.infer<typeof requestableBillRow>;
export const requestableBillListReply = cappedListReply(requestableBillRow);

/** A bill with a registered mortgage and no live release; `settled` says whether it may go without an exception. */
export const releasableBillRow = z.object({
  id: z.number().int(),
  billNo: z.string(),
  /** Where the bill is now (decision 0074). */
  billStage: billStageField,
  customerName: z.string(),
  borrowAmount: z.string(),
  registeredCount: z.number().int(),
  settled: z.boolean(),
  createdAt: z.string(),
});
export type ReleasableBillRow = z.infer<typeof releasableBillRow>;
export const releasableBillListReply = cappedListReply(releasableBillRow);

export const mortgageBillProperty = z.object({
  id: z.number().int(),
  address: z.string(),
  ownerName: z.string().nullable(),
  /** Square metres, a decimal string. */
  floorArea: z.string().nullable(),
  /** The title certificate the bill recorded (not the mortgage's). */
  titleCertNo: z.string().nullable(),
});
export type MortgageBillProperty = z.infer<typeof mortgageBillProperty>;

/** mortgageReqAdd?billId=: the bill, its properties, the mortgagees offered, and its live request if it has one. */
export const mortgageRequestBill = z.object({
  id: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  borrowAmount: z.string(),
  properties: z.array(mortgageBillProperty),
  mortgagees: z.array(z.object({ id: z.number().int(), name: z.string() })),
  liveRequestId: z.number().int().nullable(),
});
export type MortgageRequestBill = z.infer<typeof mortgageRequestBill>;

/** mortgageRelAdd?billId=: the bill, whether it is settled, its registered properties, and its live release if any. */
export const mortgageReleaseBill = z.object({
  id: z.number().int(),
  billNo: z.string(),
  customerName: z.string(),
  borrowAmount: z.string(),
  settled: z.boolean(),
  properties: z.array(mortgagePropertyRow),
  liveReleaseId: z.number().int().nullable(),
});
export type MortgageReleaseBill = z.infer<typeof mortgageReleaseBill>;

export const mortgageImageParams = z.object({ id: recordIdParams.shape.id, imageId: imageIdParams.shape.id });
