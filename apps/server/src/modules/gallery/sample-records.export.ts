import { GALLERY_EXPORT, type SampleRecordFilter, maskBankCard, maskIdCard, maskMobile, maskName, statusLabel } from '@lc/shared';
import type { Db } from '../../db/client';
import { shanghaiTime } from '../../lib/time';
import type { ExportSource } from '../module-kit';
import { sampleRecordRepository, sampleRecordWhere } from './gallery.repository';

/**
 * The sample records as an Excel file, under the exporter's data scope. Personal fields leave
 * masked, as on screen: a file travels further than a page.
 */
export function sampleRecordsExportSource(db: Db): ExportSource<SampleRecordFilter> {
  return {
    key: 'gallery-sample-records',
    endpoint: GALLERY_EXPORT,
    sheetName: '示例记录',
    columns: [
      { header: '记录编号', key: 'recordNo', width: 16 },
      { header: '借款人', key: 'borrowerName', width: 10 },
      { header: '手机号', key: 'mobile', width: 14 },
      { header: '身份证号', key: 'idCard', width: 22 },
      { header: '银行卡号', key: 'bankCard', width: 22 },
      { header: '借款金额（元）', key: 'loanAmount', width: 16 },
      { header: '状态', key: 'status', width: 8 },
      { header: '区域', key: 'areaCode', width: 8 },
      { header: '创建时间', key: 'createdAt', width: 20 },
    ],
    count: (scope, params) => sampleRecordRepository.count(db, sampleRecordWhere(scope, params)),
    async *batches(scope, params, batchSize) {
      for await (const rows of sampleRecordRepository.batches(db, sampleRecordWhere(scope, params), batchSize)) {
        yield rows.map((r) => ({
          recordNo: r.recordNo,
          borrowerName: maskName(r.borrowerName),
          mobile: maskMobile(r.mobile),
          idCard: maskIdCard(r.idCard),
          bankCard: maskBankCard(r.bankCard),
          loanAmount: r.loanAmount,
          status: statusLabel('sampleRecord', r.status, 'zh-CN'),
          areaCode: r.areaCode,
          createdAt: shanghaiTime(r.createdAt),
        }));
      }
    },
  };
}
