import type { BillDetail } from '@lc/shared';
import { Card, Table, type TableColumnsType } from 'antd';
import { groupAmount, sumAmounts } from '../final-format';
import { useFinalReviewText } from '../final-review.text';

type Mortgage = BillDetail['mortgages'][number];
/** A collateral field as text ('' when empty): the row's Mortgage fields are typed loosely by the contract. */
const field = (m: Mortgage, key: string) => {
  const v = (m as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};

/** The collateral with its valuations and their total (summed in fen, as text). */
export function PrintCollateral({ mortgages }: { mortgages: BillDetail['mortgages'] }) {
  const t = useFinalReviewText();
  const address = (m: Mortgage) => [m.addressDistrictName ?? m.addressProvinceName, field(m, 'addressDetails')].filter(Boolean).join(' ');
  const columns: TableColumnsType<Mortgage> = [
    { title: '#', key: 'n', width: 40, render: (_, __, i) => i + 1 },
    { title: t('certNo'), key: 'certNo', render: (_, m) => field(m, 'certNo') || '—' },
    { title: t('address'), key: 'address', render: (_, m) => address(m) || '—' },
    { title: t('floorArea'), key: 'floorArea', align: 'right', render: (_, m) => field(m, 'floorArea') || '—' },
    { title: t('valuation'), key: 'valuation', align: 'right', render: (_, m) => groupAmount(field(m, 'evsTotalPriceWorldUnion')) },
    { title: t('mortgagePercentage'), key: 'ratio', align: 'right', render: (_, m) => field(m, 'mortgagePercentage') || '—' },
  ];
  const total = sumAmounts(mortgages.map((m) => field(m, 'evsTotalPriceWorldUnion')));
  return (
    <section data-testid="print-collateral">
      <Card size="small" title={<h2 className="lc-final-print__h2">{t('sectionCollateral')}</h2>}>
        <Table<Mortgage>
          size="small"
          rowKey={(m) => m.id}
          columns={columns}
          dataSource={mortgages}
          pagination={false}
          scroll={{ x: 720 }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                {t('total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <span data-testid="print-valuation-total">{groupAmount(total)}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
            </Table.Summary.Row>
          )}
        />
      </Card>
    </section>
  );
}
