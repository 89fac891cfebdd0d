import { type FeeItemRow, MANAGER_LEVELS, MANAGER_LEVEL_TEXT } from '@lc/shared';
import { Table, type TableColumnsType } from 'antd';
import { useLocale } from '@/lib/i18n';
import { useChargeText } from '../charge.text';

/** A version's fee items: the days one charge covers and the rate (%) of each customer-manager level. */
export function FeeItemsTable({ items }: { items: FeeItemRow[] }) {
  const t = useChargeText();
  const { locale } = useLocale();
  const columns: TableColumnsType<FeeItemRow> = [
    { title: t('itemName'), dataIndex: 'itemName', width: 140, fixed: 'left' },
    { title: t('chargeDays'), dataIndex: 'chargeDays', width: 100, render: (n: number) => t('days', { n }) },
    ...MANAGER_LEVELS.map((level) => ({
      title: t('ratePercent', { level: MANAGER_LEVEL_TEXT[level][locale] }),
      key: level,
      width: 130,
      render: (_: unknown, r: FeeItemRow) => `${r.rates[level]}%`,
    })),
  ];
  return (
    <Table<FeeItemRow>
      size="small"
      rowKey="itemName"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 900 }}
      aria-label={t('items')}
    />
  );
}
