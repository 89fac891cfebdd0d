import { type RiskRecordRow } from '@lc/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { riskNodeName, shanghaiTime } from '../final-format';
import { finalDetailHref } from '../final-review.paths';
import { useFinalReviewText } from '../final-review.text';
import { ResultTag } from './final-tags';

/**
 * The risk-control records' columns and cards. The bill number opens the final-review detail for
 * final reviewers; others with rc_list (document reviewers) open the bill's plain detail.
 */
export function useRiskRecordColumns() {
  const t = useFinalReviewText();
  const { locale } = useLocale();
  const finalReviewer = usePermission('rc_final_approve');
  const href = (r: RiskRecordRow) => (finalReviewer ? finalDetailHref(r.billId) : `/billManage/billAdd?id=${r.billId}`);
  const link = (r: RiskRecordRow) => (
    <Link to={href(r)} aria-label={t('openBill', { billNo: r.billNo, name: r.customerName })}>
      {r.billNo}
    </Link>
  );

  const columns: TableColumnsType<RiskRecordRow> = [
    { title: t('time'), key: 'createdAt', width: 150, render: (_, r) => shanghaiTime(r.createdAt) },
    { title: t('billNo'), key: 'billNo', width: 170, render: (_, r) => link(r) },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('companyName'), key: 'companyName', width: 180, render: (_, r) => r.companyName || '—' },
    { title: t('node'), key: 'node', width: 130, render: (_, r) => riskNodeName(r.node, locale) },
    { title: t('result'), key: 'action', width: 90, render: (_, r) => <ResultTag action={r.action} /> },
    { title: t('comment'), key: 'comment', width: 260, render: (_, r) => r.comment || '—' },
    { title: t('actor'), dataIndex: 'actorName', width: 150 },
  ];

  const card = (r: RiskRecordRow): CardSpec => ({
    title: link(r),
    extra: <ResultTag action={r.action} />,
    fields: [
      { label: t('time'), value: shanghaiTime(r.createdAt) },
      { label: t('customer'), value: r.customerName },
      { label: t('companyName'), value: r.companyName || '—' },
      { label: t('node'), value: riskNodeName(r.node, locale) },
      { label: t('comment'), value: r.comment || '—' },
      { label: t('actor'), value: r.actorName },
    ],
  });
  return { columns, card };
}
