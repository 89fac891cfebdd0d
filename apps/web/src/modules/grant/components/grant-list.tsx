import { FUND_PARTIES, type FundPartyCode, GRANT_PERMISSION, groupAmount, shanghaiMinute } from '@lc/shared';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage } from '@/components/list-page/list-page';
import { StatusTag } from '@/components/status-tag/status-tag';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { GRANT_LISTS, type GrantListKind, grantDetailHref, grantRequestHref } from '../api/grant-api';
import { useGrantText } from '../grant.text';
import { grantFilters } from './grant-filters';
import { useBillStageColumn } from '@/components/status-tag/bill-stage';
import type { ListRow } from '@/lib/api-client';

type GrantRow = ListRow<(typeof GRANT_LISTS)[keyof typeof GRANT_LISTS]>;

export const grantNo = (id: number) => `GR${String(id).padStart(6, '0')}`;
export const fundPartyName = (code: string, locale: 'zh-CN' | 'en-US') => FUND_PARTIES[code as FundPartyCode]?.name[locale] ?? code;

/** One of /billGrantManage's lists (the history, or a node's inbox): grants newest first, each opening its detail. */
export function GrantList({ kind }: { kind: GrantListKind }) {
  const t = useGrantText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const held = usePermissions();
  const no = (r: GrantRow) => <Link to={grantDetailHref(r.id)}>{grantNo(r.id)}</Link>;
  const status = (r: GrantRow) => <StatusTag list="grant" code={r.status} />;
  const stage = useBillStageColumn<GrantRow>();
  const columns: TableColumnsType<GrantRow> = [
    { title: t('no'), key: 'no', width: 110, fixed: 'left', render: (_, r) => no(r) },
    { title: t('billNo'), dataIndex: 'billNo', width: 160 },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
    { title: t('amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('succeeded'), dataIndex: 'succeededAmount', width: 140, align: 'right', render: (v: string) => groupAmount(v) },
    { title: t('fundingParty'), key: 'fp', width: 120, render: (_, r) => fundPartyName(r.fundingParty, locale) },
    { title: t('card'), dataIndex: 'cardLabel', width: 250 },
    { title: t('status'), key: 'status', width: 120, render: (_, r) => status(r) },
    stage.column,
    { title: t('applicant'), dataIndex: 'applicantName', width: 150 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => shanghaiMinute(v) },
  ];
  const card = (r: GrantRow): CardSpec => ({
    title: no(r),
    fields: [
      stage.field(r),
      { label: t('customer'), value: r.customerName },
      { label: t('amount'), value: groupAmount(r.amount) },
      { label: t('status'), value: status(r) },
    ],
  });
  return (
    <ListPage
      label={t(kind)}
      source={GRANT_LISTS[kind]}
      filters={grantFilters(t, locale)}
      columns={columns}
      card={card}
      rowKey={(r) => r.id}
      {...(kind === 'risk' && held.has(GRANT_PERMISSION.risk)
        ? {
            toolbar: () => (
              <Button type="primary" ghost onClick={() => navigate(grantRequestHref())}>
                {t('request')}
              </Button>
            ),
          }
        : {})}
    />
  );
}
