import {
  BILL_CHANNEL_MISSING,
  BILL_CHARGE_RULE_MISSING,
  type BillDetail,
  type BillInput,
  FEE_RULE_MISFIT_MESSAGE,
  feeRuleMisfit,
  maskMobile,
} from '@lc/shared';
import { Validation } from '../../lib/errors';
import type { BillChannelFacts, ChannelService } from '../channel/channel.service';
import type { SessionUser } from '../../core/session-user';

/**
 * The channel module, as bills see it: a channel the user may read and one of its fee rules by id,
 * the names a saved bill shows, and who may see a channel contact's mobile in the clear.
 */
export type BillChannels = Pick<ChannelService, 'optionOf' | 'namesOf' | 'sensitiveValues'>;

type BillTerms = Pick<BillInput, 'channelId' | 'chargeRuleId' | 'borrowType' | 'borrowAmount' | 'borrowDate'>;

/**
 * A bill's channel must exist and be one the user may read (another area's is refused as
 * unknown, decision 0013), and its fee rule must be that channel's and apply to the bill (its
 * borrow type, amount, and borrowing date, or `today` when it has none yet); a fee rule needs a
 * channel. Refused as a field error, as the contract's own rules are.
 */
export async function checkBillChannel(
  channels: BillChannels,
  user: SessionUser,
  input: BillTerms,
  today: string,
): Promise<BillChannelFacts | null> {
  const { channelId, chargeRuleId } = input;
  const ruleMissing = () => new Validation(BILL_CHARGE_RULE_MISSING, { field: 'chargeRuleId' });
  if (channelId === undefined) {
    if (chargeRuleId !== undefined) throw ruleMissing();
    return null;
  }
  const found = await channels.optionOf(user, channelId, chargeRuleId);
  if (!found) throw new Validation(BILL_CHANNEL_MISSING, { field: 'channelId' });
  if (chargeRuleId === undefined) return found;
  if (!found.feeRule) throw ruleMissing();
  const { borrowType, borrowAmount, borrowDate } = input;
  const misfit = feeRuleMisfit(found.feeRule.terms, { borrowType, borrowAmount, date: borrowDate || today });
  if (misfit) throw new Validation(FEE_RULE_MISFIT_MESSAGE[misfit], { field: 'chargeRuleId' });
  return found;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/**
 * The bill with its channel's company and contact where the salesperson left them blank, so
 * nobody retypes what the channel registry holds. A copied mobile is flagged: the bill then shows
 * it masked, as the channel does, and reveals it only to who may see it at the channel (0013).
 */
export function withChannelContact<T extends Pick<BillInput, 'channelCompanyName' | 'channelContactName' | 'channelContactMobile'>>(
  input: T,
  channel: BillChannelFacts | null,
): T & { channelContactMobileCopied: boolean } {
  if (!channel) return { ...input, channelContactMobileCopied: false };
  const copyMobile = blank(input.channelContactMobile);
  return {
    ...input,
    ...(blank(input.channelCompanyName) ? { channelCompanyName: channel.name } : {}),
    ...(blank(input.channelContactName) ? { channelContactName: channel.contactName } : {}),
    ...(copyMobile ? { channelContactMobile: channel.contactMobile } : {}),
    channelContactMobileCopied: copyMobile,
  };
}

/** The names a bill's detail shows for its channel and fee rule ids. */
export async function billChannelNames(
  channels: BillChannels,
  bill: { channelId: number | null; chargeRuleId: number | null },
): Promise<Pick<BillDetail, 'channelName' | 'chargeRuleLabel'>> {
  const found = bill.channelId === null ? null : await channels.namesOf(bill.channelId, bill.chargeRuleId);
  return { channelName: found?.name ?? null, chargeRuleLabel: found?.feeRule?.label ?? null };
}

/**
 * The bill's channel-contact mobile for the audited viewer: a typed one as the bill's scope allows;
 * a copied one only as its source does (plain to who may see the channel's contact, else masked).
 */
export async function channelContactForViewer(
  channels: BillChannels,
  user: SessionUser,
  bill: { channelId: number | null; channelContactMobile: string | null; channelContactMobileCopied: boolean },
) {
  const mobile = bill.channelContactMobile;
  if (!mobile || !bill.channelContactMobileCopied) return mobile;
  const atSource = bill.channelId === null ? null : await channels.sensitiveValues(user, bill.channelId);
  return atSource ? mobile : maskMobile(mobile);
}
