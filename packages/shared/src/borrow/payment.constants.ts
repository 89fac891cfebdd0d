import type { StatusCode } from '../dictionaries/status-lists';
import type { LocalisedText } from '../route-table/route-table.types';

/** Spec 000 §4 payment approval statuses (STATUS_LISTS.paymentApproval) a confirmation moves through. */
export const PAYMENT_STATUS = { pending: 3, passed: 2, rejected: 4 } as const satisfies Record<string, StatusCode<'paymentApproval'>>;
const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
/** Spec 000 §9 pay types. */
export const PAY_TYPES = {
  1: t('网银', 'Online banking'),
  2: t('转账', 'Transfer'),
  9: t('线下', 'Offline'),
  4: t('合规', 'Compliance'),
  5: t('系统扣款', 'System deduction'),
  6: t('人工扣款', 'Manual deduction'),
} as const satisfies Record<number, LocalisedText>;
export type PayType = keyof typeof PAY_TYPES;
