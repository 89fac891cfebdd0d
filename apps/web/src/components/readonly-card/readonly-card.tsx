import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { displayValue } from './display-value';

export type ReadonlyItem = {
  key?: string;
  label: ReactNode;
  /** Text, a number, a list or any node; empty values show '—'. */
  value: unknown;
  /** Columns this item spans (of `column`). */
  span?: number;
};

export type ReadonlyCardProps = {
  title?: ReactNode;
  items: readonly ReadonlyItem[];
  /** Columns per row by screen width; one column on phones. */
  column?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', number>>;
  extra?: ReactNode;
};

/** A read-only card: a label/value grid, as a record's detail page shows it. */
export function ReadonlyCard({ title, items, column = { xs: 1, sm: 2, lg: 3 }, extra }: ReadonlyCardProps) {
  return (
    <Card title={title} extra={extra} size="small">
      <Descriptions
        column={column}
        size="small"
        bordered
        items={items.map((item, i) => ({
          key: item.key ?? String(i),
          label: item.label,
          children: displayValue(item.value),
          ...(item.span ? { span: item.span } : {}),
        }))}
      />
    </Card>
  );
}
