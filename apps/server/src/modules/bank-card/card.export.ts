import { BANK_CARD_EXPORT, type BankCardFilter, statusLabel } from '@lc/shared';
import type { Db } from '../../db/client';
import { totalOf } from '../../db/paged-list';
import { shanghaiTime } from '../../lib/time';
import type { BorrowerService } from '../borrower/borrower.service';
import type { ExportSource } from '../module-kit';
import { bankCardWhere, cardRepository as repo } from './card.repository';
import { maskedCard } from './card.service';

/** /borrowManage/bankcardList as a workbook, in the exporter's scope; numbers and mobiles masked as on screen. */
export function cardExportSource(db: Db, borrowers: () => Pick<BorrowerService, 'namesOf'>): ExportSource<BankCardFilter> {
  return {
    key: 'bank-cards',
    endpoint: BANK_CARD_EXPORT,
    sheetName: '银行卡',
    columns: [
      { header: '借款人', key: 'borrowerName', width: 12 },
      { header: '银行卡号', key: 'cardNo', width: 24 },
      { header: '发卡行', key: 'bankName', width: 18 },
      { header: '户名', key: 'accountName', width: 12 },
      { header: '预留手机号', key: 'reservedMobile', width: 16 },
      { header: '状态', key: 'status', width: 10 },
      { header: '登记时间', key: 'createdAt', width: 20 },
    ],
    count: async (scope, params) => (await totalOf(db, repo.list, bankCardWhere(scope, params))).total,
    async *batches(scope, params, batchSize) {
      const where = bankCardWhere(scope, params);
      let before: number | null = null;
      for (;;) {
        const rows = await repo.batch(db, where, before, batchSize);
        if (!rows.length) return;
        const names = await borrowers().namesOf(rows.map((r) => r.borrowerId));
        yield rows.map((r) => {
          const shown = maskedCard(r);
          return {
            borrowerName: names.get(r.borrowerId) ?? '',
            cardNo: shown.cardNo,
            bankName: r.bankName,
            accountName: r.accountName,
            reservedMobile: shown.reservedMobile,
            status: statusLabel('bankCard', r.status, 'zh-CN'),
            createdAt: shanghaiTime(r.createdAt),
          };
        });
        before = rows.at(-1)?.id ?? null;
        if (rows.length < batchSize) return;
      }
    },
  };
}
