import {
  FUND_PARTIES,
  FUND_PARTY_CODES,
  LOAN_VOUCHER_PERMISSION,
  LOAN_VOUCHER_STATUS,
  LOAN_VOUCHER_UPLOADABLE,
  type LoanVoucherLevel,
  groupAmount,
  shanghaiMinute,
} from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { LOAN_VOUCHER_LISTS } from '../api/loan-voucher-api';
import { useLoanVoucherText } from '../loan-voucher.text';
import { SECOND_TAB, detailHref, secondHref, uploadHref } from '../loan-voucher.paths';
import { type ListFilter, type ListRow, withPageKeys } from '@/lib/api-client';

type LoanVoucherRow = ListRow<(typeof LOAN_VOUCHER_LISTS)[keyof typeof LOAN_VOUCHER_LISTS]>;

const partyName = (code: string, locale: 'zh-CN' | 'en-US') => FUND_PARTIES[code as keyof typeof FUND_PARTIES]?.name[locale] ?? code;
const uploadable = (status: number) => (LOAN_VOUCHER_UPLOADABLE as readonly number[]).includes(status);

/** One audit list: paid draws and their vouchers, what waits for an audit first. */
function VoucherList({ level, withLevel }: { level: LoanVoucherLevel; withLevel: boolean }) {
  const t = useLoanVoucherText();
  const { locale } = useLocale();
  const status = (r: LoanVoucherRow) => (
    <>
      <StatusTag list="paymentApproval" code={r.status} />
      {r.level ? <span>{t('levelOf', { level: r.level })}</span> : null}
    </>
  );
  const second = usePermission(LOAN_VOUCHER_PERMISSION.second);
  // A voucher waiting at the second level opens the page with its buttons for whoever audits it there (issue 29).
  const atSecond = (r: LoanVoucherRow) => second && r.status === LOAN_VOUCHER_STATUS.pending && r.level === 2;
  const href = (r: LoanVoucherRow) =>
    level === 'second' || atSecond(r) ? secondHref(r.drawId) : uploadable(r.status) ? uploadHref(r.drawId) : detailHref(r.drawId);
  const open = (r: LoanVoucherRow) => (
    <Link to={href(r)} aria-label={`${t('open')} ${r.billNo} ${groupAmount(r.amount)}`}>
      {t('open')}
    </Link>
  );
  const filters: FilterField<ListFilter<(typeof LOAN_VOUCHER_LISTS)[LoanVoucherLevel]> | 'level'>[] = [
    ...(withLevel
      ? [
          {
            kind: 'select' as const,
            name: 'level' as const,
            label: t('auditLevel'),
            width: 130,
            options: [
              { value: 'first', label: t('firstTab') },
              { value: SECOND_TAB, label: t('secondTab') },
            ],
          },
        ]
      : []),
    { kind: 'text', name: 'keyword', label: t('keyword') },
    { kind: 'select', name: 'status', label: t('status'), width: 150, options: statusFilterOptions('paymentApproval', locale) },
    {
      kind: 'select',
      name: 'fundingParty',
      label: t('fundingParty'),
      width: 140,
      options: FUND_PARTY_CODES.map((code) => ({ value: code, label: partyName(code, locale) })),
    },
  ];
  const columns: TableColumnsType<LoanVoucherRow> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('fundingParty'), dataIndex: 'fundingParty', width: 120, render: (v: string) => partyName(v, locale) },
    { title: t('amount'), dataIndex: 'amount', width: 150, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('paidAt'), dataIndex: 'paidAt', width: 160, render: (v: string) => shanghaiMinute(v) },
    { title: t('status'), key: 'status', width: 190, render: (_, r) => status(r) },
    { title: t('uploadedBy'), dataIndex: 'uploadedByName', width: 150, render: (v: string | null) => v ?? '—' },
    { title: t('actions'), key: 'actions', width: 90, fixed: 'right', render: (_, r) => open(r) },
  ];
  const card = (r: LoanVoucherRow): CardSpec => ({
    title: r.billNo,
    extra: status(r),
    fields: [
      { label: t('customer'), value: r.customerName },
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('paidAt'), value: shanghaiMinute(r.paidAt) },
    ],
    actions: [<span key="open">{open(r)}</span>],
  });
  return (
    <ListPage
      label={t(level === 'second' ? 'secondTab' : 'firstTab')}
      source={withPageKeys(LOAN_VOUCHER_LISTS[level], 'level')}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.drawId}
    />
  );
}

/**
 * loanVoucherApproveList: the first audit's list, and for the second auditors the second's too,
 * chosen by the bar's level field (in the URL with the other filters: ?level=second).
 */
export function LoanVoucherLists() {
  const second = usePermission(LOAN_VOUCHER_PERMISSION.second);
  const [params] = useSearchParams();
  const level: LoanVoucherLevel = second && params.get('level') === SECOND_TAB ? 'second' : 'first';
  return <VoucherList key={level} level={level} withLevel={second} />;
}
