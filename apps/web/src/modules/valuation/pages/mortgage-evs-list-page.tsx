import { VALUATION_CHANNELS, VALUATION_CHANNEL_TEXT, formatUnitPrice, formatWan, ltvPercent, shanghaiMinute } from '@lc/shared';
import { Space, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ExportButton } from '@/components/export-button/export-button';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { useLocale } from '@/lib/i18n';
import { EVS_LIST, VALUATION_EXPORT } from '../api/valuation-lists';
import { useValuationText } from '../valuation.text';
import { withNote } from '@/lib/punctuation';
import type { ListRow, ListFilter } from '@/lib/api-client';

type EvsRow = ListRow<typeof EVS_LIST>;

const QUERY_PRICE = '/billManage/mortgageQueryPrice';
// Darker than antd's preset red, for AA contrast.
const OVER = { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' } as const;

/** /mortgageEvsManage/mortgageEvsList: valuations across all collateral, with each collateral's loan-to-value. */
export default function MortgageEvsListPage() {
  const t = useValuationText();
  const { locale } = useLocale();
  const ltv = (r: EvsRow) =>
    r.ltv ? (
      <Space size={4}>
        <span>{ltvPercent(r.ltv)}</span>
        {r.ltvFlagged ? (
          <Tag style={OVER} data-testid="ltv-over">
            {t('ltvOver')}
          </Tag>
        ) : null}
      </Space>
    ) : (
      '—'
    );
  const where = (r: EvsRow) => [r.cityName, r.areaName, r.communityName ?? r.address].filter(Boolean).join(' ');

  const filters: FilterField<ListFilter<typeof EVS_LIST>>[] = [
    { kind: 'text', name: 'keyword', label: t('keyword'), maxLength: 40 },
    {
      kind: 'select',
      name: 'channel',
      label: t('channel'),
      width: 140,
      options: VALUATION_CHANNELS.map((c) => ({ value: c, label: VALUATION_CHANNEL_TEXT[c][locale] })),
    },
    { kind: 'text', name: 'mortgageInfoId', label: t('mortgageInfoId'), maxLength: 12 },
    { kind: 'dateRange', from: 'dateFrom', to: 'dateTo', label: t('createdAt') },
    { kind: 'select', name: 'latestOnly', label: t('latestOnly'), width: 110, options: [{ value: '1', label: t('yes') }] },
  ];
  const columns: TableColumnsType<EvsRow> = [
    {
      title: t('mortgageInfoId'),
      dataIndex: 'mortgageInfoId',
      width: 100,
      // Opens the valuation panel for this collateral, to value it again.
      render: (v: number | null) => (v ? <Link to={`${QUERY_PRICE}?mortgageInfoId=${v}`}>{v}</Link> : '—'),
    },
    { title: t('channel'), dataIndex: 'channel', width: 110, render: (c: EvsRow['channel']) => VALUATION_CHANNEL_TEXT[c][locale] },
    { title: t('community'), key: 'where', width: 240, render: (_, r) => where(r) || '—' },
    { title: t('buildingArea'), dataIndex: 'buildingArea', width: 110, render: (v: string | null) => (v ? `${v} ${t('sqm')}` : '—') },
    {
      title: withNote(t('unitPrice'), t('yuanPerSqm')),
      dataIndex: 'price',
      width: 140,
      align: 'right',
      render: (v: string | null) => formatUnitPrice(v) || '—',
    },
    {
      title: withNote(t('totalPrice'), t('wan')),
      dataIndex: 'totalPrice',
      width: 130,
      align: 'right',
      render: (v: string | null) => formatWan(v) || '—',
    },
    { title: t('billAmount'), dataIndex: 'billAmount', width: 140, align: 'right', render: (v: string | null) => v ?? '—' },
    { title: t('ltv'), key: 'ltv', width: 140, render: (_, r) => ltv(r) },
    { title: t('provider'), dataIndex: 'provider', width: 100 },
    { title: t('valuedBy'), dataIndex: 'valuedByName', width: 140 },
    { title: t('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => shanghaiMinute(v) },
    { title: t('latest'), dataIndex: 'latest', width: 80, render: (v: boolean) => (v ? t('yes') : '') },
  ];
  const card = (r: EvsRow): CardSpec => ({
    title: where(r) || VALUATION_CHANNEL_TEXT[r.channel][locale],
    extra: VALUATION_CHANNEL_TEXT[r.channel][locale],
    fields: [
      { label: t('unitPrice'), value: `${formatUnitPrice(r.price) || '—'} ${t('yuanPerSqm')}` },
      { label: t('totalPrice'), value: `${formatWan(r.totalPrice) || '—'} ${t('wan')}` },
      { label: t('ltv'), value: ltv(r) },
      { label: t('createdAt'), value: shanghaiMinute(r.createdAt) },
    ],
  });

  return (
    <ListPage
      label={t('evsTitle')}
      source={EVS_LIST}
      filters={filters}
      columns={columns}
      card={card}
      rowKey={(r) => r.valuationId}
      scrollX={1650}
      toolbar={({ filters: current }) => <ExportButton endpoint={VALUATION_EXPORT} params={current} defaultName={t('evsTitle')} />}
    />
  );
}
