import {
  BILL_CHANNEL_MISSING,
  BILL_CHARGE_RULE_MISSING,
  type BillDetail,
  type BillInput,
  FEE_RULE_MISFIT_MESSAGE,
  feeRuleMisfit,
} from '@lc/shared';
import { Validation } from '../../lib/errors';
import type { BillChannelFacts, ChannelService } from '../channel/channel.service';

/** The channel module, as bills see it: a channel and one of its fee rules by id. */
export type BillChannels = Pick<ChannelService, 'optionOf'>;

type BillTerms = Pick<BillInput, 'channelId' | 'chargeRuleId' | 'borrowType' | 'borrowAmount' | 'borrowDate'>;

/**
 * A bill's channel must exist and its fee rule must be that channel's and apply to the bill (its
 * borrow type, amount, and borrowing date, or `today` when it has none yet); a fee rule needs a
 * channel. Refused as a field error, as the contract's own rules are.
 */
export async function checkBillChannel(channels: BillChannels, input: BillTerms, today: string): Promise<BillChannelFacts | null> {
  const { channelId, chargeRuleId } = input;
  const ruleMissing = () => new Validation(BILL_CHARGE_RULE_MISSING, { field: 'chargeRuleId' });
  if (channelId === undefined) {
    if (chargeRuleId !== undefined) throw ruleMissing();
    return null;
  }
  const found = await channels.optionOf(channelId, chargeRuleId);
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
 * nobody retypes what the channel registry holds (the picker shows the mobile masked).
 */
export function withChannelContact<T extends Pick<BillInput, 'channelCompanyName' | 'channelContactName' | 'channelContactMobile'>>(
  input: T,
  channel: BillChannelFacts | null,
): T {
  if (!channel) return input;
  return {
    ...input,
    ...(blank(input.channelCompanyName) ? { channelCompanyName: channel.name } : {}),
    ...(blank(input.channelContactName) ? { channelContactName: channel.contactName } : {}),
    ...(blank(input.channelContactMobile) ? { channelContactMobile: channel.contactMobile } : {}),
  };
}

/** The names a bill's detail shows for its channel and fee rule ids. */
export async function billChannelNames(
  channels: BillChannels,
  bill: { channelId: number | null; chargeRuleId: number | null },
): Promise<Pick<BillDetail, 'channelName' | 'chargeRuleLabel'>> {
  const found = bill.channelId === null ? null : await channels.optionOf(bill.channelId, bill.chargeRuleId ?? undefined);
  return { channelName: found?.name ?? null, chargeRuleLabel: found?.feeRule?.label ?? null };
}
