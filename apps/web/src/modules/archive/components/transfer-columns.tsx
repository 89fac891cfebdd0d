import { type ArchiveTransferRow, type Locale, shanghaiMinute } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import type { ListFilter } from '@/lib/api-client';
import type { TRANSFER_LIST } from '../api/archive-transfer-api';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { useTransferText } from '../archive-transfer.text';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';

/** Which flow's statuses a list shows (and how wide their tags are). */
export type TransferFlowStatuses = { list: 'archiveTransferNew' | 'archiveTransferOld'; width: number };
const NEW_FLOW: TransferFlowStatuses = { list: 'archiveTransferNew', width: 200 };
export const OLD_FLOW: TransferFlowStatuses = { list: 'archiveTransferOld', width: 180 };

/** The transfer lists' filter bar: the flow's status. */
export const transferFilters = (
  statusLabel: string,
  locale: Locale,
  statuses = NEW_FLOW,
): FilterField<ListFilter<typeof TRANSFER_LIST>>[] => [
  { kind: 'select', name: 'status', label: statusLabel, width: 220, options: statusFilterOptions(statuses.list, locale) },
];

/**
 * The transfer lists' columns, cards and status filter, the new flow's three and the old flow's
 * one; `href` says where a row opens.
 */
export function useTransferColumns<R extends ArchiveTransferRow = ArchiveTransferRow>(
  href: (r: R) => string,
  linkText: 'open' | 'handle' | 'approveOpen' = 'open',
  statuses = NEW_FLOW,
) {
  const t = useTransferText();
  const { locale } = useLocale();
  const open = (r: R) => (
    <Link to={href(r)} aria-label={`${t(linkText)} ${r.billNo} #${r.id}`}>
      {t(linkText)}
    </Link>
  );
  const status = (r: R) => <StatusTag list={statuses.list} code={r.status} />;
  const filters = transferFilters(t('status'), locale, statuses);
  const stage = useBillStageColumn<R>();
  const columns: TableColumnsType<R> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 200, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 110 },
    { title: t('applicant'), dataIndex: 'applicantName', width: 140 },
    { title: t('reason'), dataIndex: 'reason', width: 180 },
    { title: t('itemCount'), dataIndex: 'itemCount', width: 90 },
    { title: t('returnDate'), dataIndex: 'returnDate', width: 120 },
    { title: t('status'), key: 'status', width: statuses.width, render: (_, r) => status(r) },
    stage.column,
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: '', key: 'open', width: 80, fixed: 'right', render: (_, r) => open(r) },
  ];
  const card = (r: R): CardSpec => ({
    title: r.billNo,
    extra: status(r),
    fields: [
      stage.field(r),
      { label: t('applicant'), value: r.applicantName },
      { label: t('reason'), value: r.reason },
      { label: t('returnDate'), value: r.returnDate },
      { label: '', value: open(r) },
    ],
  });
  return { filters, columns, card };
}
