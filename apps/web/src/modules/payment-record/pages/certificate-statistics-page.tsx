import {
  AREAS,
  type AreaCode,
  CITY_AREA_CODES,
  type CertificateStatisticsRow,
  certificateStatisticsQuery as querySchema,
} from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { FilterBar } from '@/components/list-page/filter-bar';
import type { FilterField } from '@/components/list-page/filter-values';
import { cleanFilters } from '@/components/list-page/list-params';
import { useLocale } from '@/lib/i18n';
import { certificateStatisticsQuery } from '../api/certificate-statistics-api';
import { useCertificateText } from '../certificate-statistics.text';
import { CertificateBars } from '../components/certificate-bars';

/** /paymentRecordManage/afterLoanCertificate: certificates collected after the loan, per month and area; filters in the URL. */
export default function CertificateStatisticsPage() {
  const t = useCertificateText();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const filters = cleanFilters(Object.fromEntries(search));
  const parsed = querySchema.safeParse(filters);
  const q = useQuery({ ...certificateStatisticsQuery(parsed.success ? parsed.data : {}), enabled: parsed.success });
  const area = (code: string) => AREAS[code as AreaCode]?.[locale] ?? code;
  const fields: FilterField[] = [
    { kind: 'dateRange', from: 'from', to: 'to', label: t('dates') },
    { kind: 'select', name: 'areaCode', label: t('area'), width: 140, options: CITY_AREA_CODES.map((c) => ({ value: c, label: area(c) })) },
  ];
  const columns: TableColumnsType<CertificateStatisticsRow> = [
    { title: t('month'), dataIndex: 'month', width: 100 },
    { title: t('area'), dataIndex: 'areaCode', width: 100, render: (v: string) => area(v) },
    { title: t('registrations'), dataIndex: 'registrations', width: 160, align: 'right' },
    { title: t('propertyCertificates'), dataIndex: 'propertyCertificates', width: 160, align: 'right' },
    { title: t('mortgageCertificates'), dataIndex: 'mortgageCertificates', width: 150, align: 'right' },
    { title: t('total'), dataIndex: 'total', width: 90, align: 'right' },
  ];
  const data = q.data;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <h1 style={{ fontSize: 18, margin: 0 }}>{t('title')}</h1>
      <FilterBar fields={fields} filters={filters} onSearch={(f) => setSearch(f)} onReset={() => setSearch({})} />
      {!parsed.success ? <Alert type="error" showIcon title={parsed.error.issues[0]?.message} /> : null}
      {q.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {data && !data.rows.length ? <Empty description={t('empty')} /> : null}
      {data && data.rows.length ? (
        <>
          <Card size="small">
            <CertificateBars rows={data.rows} />
          </Card>
          <Table<CertificateStatisticsRow>
            size="small"
            rowKey={(r) => `${r.month}-${r.areaCode}`}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.rows}
            columns={columns}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  {t('totals')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {data.totals.registrations}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {data.totals.propertyCertificates}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {data.totals.mortgageCertificates}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {data.totals.total}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      ) : null}
    </Space>
  );
}
