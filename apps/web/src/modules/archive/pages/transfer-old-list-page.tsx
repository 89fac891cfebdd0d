import { type ArchiveTransferOldRow, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page';
import type { CardSpec } from '@/components/list-page/card-list';
import type { FilterField } from '@/components/list-page/filter-values';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { TRANSFER_OLD_LIST } from '../api/archive-transfer-old-api';
import { useTransferText } from '../archive-transfer.text';
import { TRANSFER_OLD_PATHS, useTransferOldText } from '../transfer-old.text';

/** /archiveTransferManage: the old-flow transfers in scope (search, status filter, paging); a new one is made on transferAdd. */
export default function TransferOldListPage() {
  const t = useTransferText();
  const o = useTransferOldText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const open = (r: ArchiveTransferOldRow) => (
    <Link to={`${TRANSFER_OLD_PATHS.detail}?id=${r.id}`} aria-label={`${t('open')} ${r.billNo} #${r.id}`}>
      {t('open')}
    </Link>
  );
  const status = (r: ArchiveTransferOldRow) => <StatusTag list="archiveTransferOld" code={r.status} />;
  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: o('keyword'), maxLength: 40 },
    { kind: 'select', name: 'status', label: t('status'), width: 220, options: statusFilterOptions('archiveTransferOld', locale) },
  ];
  const columns: TableColumnsType<ArchiveTransferOldRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 200, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 110 },
    { title: t('applicant'), dataIndex: 'applicantName', width: 140 },
    { title: t('reason'), dataIndex: 'reason', width: 180 },
    { title: t('itemCount'), dataIndex: 'itemCount', width: 90 },
    { title: t('returnDate'), dataIndex: 'returnDate', width: 120 },
    { title: t('status'), key: 'status', width: 180, render: (_, r) => status(r) },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: '', key: 'open', width: 80, fixed: 'right', render: (_, r) => open(r) },
  ];
  const card = (r: ArchiveTransferOldRow): CardSpec => ({
    title: r.billNo,
    extra: status(r),
    fields: [
      { label: t('applicant'), value: r.applicantName },
      { label: t('reason'), value: r.reason },
      { label: t('returnDate'), value: r.returnDate },
      { label: '', value: open(r) },
    ],
  });
  return (
    <ListPage<ArchiveTransferOldRow>
      label={o('list')}
      {...TRANSFER_OLD_LIST}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      toolbar={() => (
        <Button type="primary" ghost onClick={() => void navigate(TRANSFER_OLD_PATHS.add)}>
          {t('newTransfer')}
        </Button>
      )}
    />
  );
}
