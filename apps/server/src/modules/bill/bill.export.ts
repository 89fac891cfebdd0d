import {
  BILL_HISTORY_EXPORT,
  BILL_STATUS_TEXT,
  BILL_TYPE_TEXT,
  BORROW_TYPE_TEXT,
  type BillStatus,
  maskIdCard,
  maskMobile,
} from '@lc/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { shanghaiTime } from '../../lib/time';
import type { ExportSource } from '../module-kit';
import { billListWhere, billRepository } from './bill.repository';

type BillFilter = z.infer<typeof BILL_HISTORY_EXPORT.filter>;

/**
 * Bill history (报单历史导出, role 53) as an Excel file: the all-bills list under the exporter's
 * bill_list scope. Borrower mobiles and ID numbers leave masked, as on screen.
 */
export function billHistoryExportSource(db: Db): ExportSource<BillFilter> {
  // The all-bills list's WHERE: what the exporter sees on /billManage/billAll.
  const where = (scope: Parameters<ExportSource['count']>[0], params: BillFilter) => billListWhere.all(scope, params);
  return {
    key: 'bill-history',
    endpoint: BILL_HISTORY_EXPORT,
    sheetName: '报单历史',
    columns: [
      { header: '报单编号', key: 'billNo', width: 18 },
      { header: '客户姓名', key: 'billCustomerName', width: 10 },
      { header: '手机号', key: 'billCustomerMobile', width: 14 },
      { header: '身份证号', key: 'idCard', width: 22 },
      { header: '借款金额（元）', key: 'borrowAmount', width: 16 },
      { header: '借款类型', key: 'borrowType', width: 12 },
      { header: '借款期限（天）', key: 'borrowDuration', width: 12 },
      { header: '报单类型', key: 'billType', width: 8 },
      { header: '状态', key: 'status', width: 10 },
      { header: '审批节点', key: 'currentNode', width: 12 },
      { header: '区域', key: 'areaCode', width: 8 },
      { header: '创建时间', key: 'createdAt', width: 20 },
      { header: '提交时间', key: 'submittedAt', width: 20 },
    ],
    async count(scope, params) {
      return billRepository.count(db, where(scope, params));
    },
    async *batches(scope, params, batchSize) {
      for await (const rows of billRepository.batches(db, where(scope, params), batchSize)) {
        yield rows.map((r) => ({
          billNo: r.billNo,
          billCustomerName: r.billCustomerName,
          billCustomerMobile: maskMobile(r.billCustomerMobile),
          idCard: maskIdCard(r.idCard),
          borrowAmount: r.borrowAmount,
          borrowType: BORROW_TYPE_TEXT[r.borrowType as keyof typeof BORROW_TYPE_TEXT]?.['zh-CN'] ?? String(r.borrowType),
          borrowDuration: r.borrowDuration,
          billType: BILL_TYPE_TEXT[r.billType as keyof typeof BILL_TYPE_TEXT]?.['zh-CN'] ?? String(r.billType),
          status: BILL_STATUS_TEXT[r.status as BillStatus]?.['zh-CN'] ?? String(r.status),
          currentNode: r.currentNode,
          areaCode: r.areaCode,
          createdAt: r.createdAt ? shanghaiTime(r.createdAt) : null,
          submittedAt: r.submittedAt ? shanghaiTime(r.submittedAt) : null,
        }));
      }
    },
  };
}
