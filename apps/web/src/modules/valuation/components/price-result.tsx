import { formatUnitPrice, formatWan } from '@lc/shared';
import { Descriptions, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useValuationText } from '../valuation.text';

export type PriceResultProps = {
  /** yuan/m² */
  price?: string | null | undefined;
  /** 万元 */
  totalPrice?: string | null | undefined;
  extra?: { label: string; value: ReactNode }[];
  testId: string;
};

/** A valuation's result in the spec's units: unit price in yuan/m², total in 万元 with 2 decimals. */
export function PriceResult({ price, totalPrice, extra = [], testId }: PriceResultProps) {
  const t = useValuationText();
  if (!price && !totalPrice) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noResult')} />;
  return (
    <Descriptions
      data-testid={testId}
      title={t('result')}
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      items={[
        {
          key: 'price',
          label: t('unitPrice'),
          children: <span data-testid={`${testId}-price`}>{`${formatUnitPrice(price)} ${t('yuanPerSqm')}`}</span>,
        },
        {
          key: 'total',
          label: t('totalPrice'),
          children: <span data-testid={`${testId}-total`}>{`${formatWan(totalPrice)} ${t('wan')}`}</span>,
        },
        ...extra.map((e) => ({ key: e.label, label: e.label, children: e.value })),
      ]}
    />
  );
}
