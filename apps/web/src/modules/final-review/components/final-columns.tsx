import type { FinalFirmRow } from '@lc/shared';
import { Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { LtvFigure } from '@/components/ltv/ltv-figure';
import { useLocale } from '@/lib/i18n';
import { borrowTypeName, groupAmount, nodeTitle, partyName, shanghaiTime } from '../final-format';
import type { FinalListKind } from '../api/final-review-api';
import { finalDetailHref, finalPrintHref } from '../final-review.paths';
import { useFinalReviewText } from '../final-review.text';
import { FlagTags, StageTag } from './final-tags';
import { punctuation } from '@/lib/punctuation';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';

/** A row of either list: the individual rows simply have no company fields. */
export type FinalRow = Omit<FinalFirmRow, 'companyName' | 'companyList'> & Partial<Pick<FinalFirmRow, 'companyName' | 'companyList'>>;

/** The final lists' columns and phone cards: masked borrower, amounts as text, the party, collateral and flags. */
export function useFinalColumns(kind: FinalListKind) {
  const t = useFinalReviewText();
  const { locale } = useLocale();
  const stage = useBillStageColumn<FinalRow>();
  const link = (r: FinalRow) => (
    <Link to={finalDetailHref(r.id)} aria-label={t('openBill', { billNo: r.billNo, name: r.billCustomerName })}>
      {r.billNo}
    </Link>
  );
  const print = (r: FinalRow) => (
    <Link to={finalPrintHref(r.id)} aria-label={t('printBill', { billNo: r.billNo })}>
      {t('print')}
    </Link>
  );
  const borrower = (r: FinalRow) => (
    <Space orientation="vertical" size={0}>
      <span>{r.billCustomerName}</span>
      <span>{r.billCustomerMobile}</span>
      <span>{r.idCard}</span>
    </Space>
  );
  const flags = (r: FinalRow) => <FlagTags flags={r} />;
  const term = (r: FinalRow) => t('days', { n: r.borrowDuration });
  const companies = (r: FinalRow) => (r.companyList?.length ? r.companyList.join(punctuation().enumeration) : '—');
  const firm = kind === 'firms';

  const columns: TableColumnsType<FinalRow> = [
    { title: t('billNo'), key: 'billNo', width: 170, fixed: 'left', render: (_, r) => link(r) },
    ...(firm
      ? [
          { title: t('companyName'), key: 'companyName', width: 180, render: (_: unknown, r: FinalRow) => r.companyName || '—' },
          { title: t('companyList'), key: 'companyList', width: 200, render: (_: unknown, r: FinalRow) => companies(r) },
        ]
      : []),
    { title: t('borrower'), key: 'borrower', width: 190, render: (_, r) => borrower(r) },
    { title: t('amountYuan'), key: 'borrowAmount', width: 140, align: 'right', render: (_, r) => groupAmount(r.borrowAmount) },
    { title: t('term'), key: 'term', width: 90, render: (_, r) => term(r) },
    { title: t('borrowType'), key: 'borrowType', width: 100, render: (_, r) => borrowTypeName(r.borrowType, locale) },
    { title: t('fundParty'), key: 'fundings', width: 110, render: (_, r) => partyName(r.fundings, locale) },
    { title: t('collateralCount'), dataIndex: 'collateralCount', width: 100, align: 'right' },
    { title: t('valuationTotal'), key: 'valuationTotal', width: 150, align: 'right', render: (_, r) => groupAmount(r.valuationTotal) },
    { title: t('ltv'), key: 'ltv', width: 190, render: (_, r) => <LtvFigure ltv={r.ltv} compact /> },
    { title: t('flags'), key: 'flags', width: 150, render: (_, r) => flags(r) },
    { title: t('stage'), key: 'stage', width: 110, render: (_, r) => <StageTag status={r.status} /> },
    stage.column,
    { title: t('currentNode'), key: 'currentNode', width: 110, render: (_, r) => nodeTitle(r.currentNode, locale) },
    { title: t('salesperson'), key: 'salesperson', width: 150, render: (_, r) => r.salespersonName ?? '—' },
    { title: t('submittedAt'), key: 'submittedAt', width: 150, render: (_, r) => shanghaiTime(r.submittedAt) },
    { title: t('actions'), key: 'actions', width: 80, fixed: 'right', render: (_, r) => print(r) },
  ];

  const card = (r: FinalRow): CardSpec => ({
    title: link(r),
    extra: <StageTag status={r.status} />,
    fields: [
      ...(firm ? [{ label: t('companyName'), value: r.companyName || '—' }] : []),
      { label: t('borrower'), value: borrower(r) },
      { label: t('amountYuan'), value: groupAmount(r.borrowAmount) },
      { label: t('term'), value: term(r) },
      { label: t('fundParty'), value: partyName(r.fundings, locale) },
      { label: t('valuationTotal'), value: groupAmount(r.valuationTotal) },
      { label: t('ltv'), value: <LtvFigure ltv={r.ltv} compact /> },
      { label: t('flags'), value: flags(r) },
      stage.field(r),
      { label: t('salesperson'), value: r.salespersonName ?? '—' },
    ],
    actions: [print(r)],
  });
  return { columns, card, scrollX: firm ? 2360 : 1980 };
}
