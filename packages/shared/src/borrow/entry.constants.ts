import { type LedgerEventType } from '../ledger/ledger.accounts';
import type { LocalisedText } from '../route-table/route-table.types';

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
/** What each kind of ledger event is called on the entry bills (decision 0026's event types). */
export const ENTRY_EVENT_TEXT = {
  capital: t('资本金', 'Capital'),
  funding: t('资金方融资', 'Funding'),
  disbursement: t('放款', 'Disbursement'),
  fee: t('费用', 'Fee'),
  interestAccrual: t('计提利息', 'Interest accrual'),
  repayment: t('还款', 'Repayment'),
  adjustment: t('调整', 'Adjustment'),
  reversal: t('冲正', 'Reversal'),
  deposit: t('保证金', 'Deposit'),
} as const satisfies Record<LedgerEventType, LocalisedText>;
/** An entry bill's number as staff read it. */
export const entryNo = (entryId: number) => `RZ${String(entryId).padStart(8, '0')}`;
