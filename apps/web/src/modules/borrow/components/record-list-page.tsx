import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import type { ListSource } from '@/lib/api-client';
import { useRecordsText } from '../records.text';
import type { RecordFormModalProps } from './record-form-modal';
import { lazyDialog } from '@/lib/lazy-dialog';

const RecordFormModal = lazyDialog(() => import('./record-form-modal').then((m) => m.RecordFormModal));

type LoanRecord = { id: number; billNo: string; customerName: string };

type Props<T extends LoanRecord, F extends string> = {
  label: string;
  /** The records' list: it takes the keyword and the other filter. */
  list: ListSource<T, 'keyword' | NoInfer<F>>;
  /** The filter beside the keyword. */
  filter: FilterField<F>;
  /** The record's own columns, after the loan's bill number and customer. */
  columns: TableColumnsType<NoInfer<T>>;
  /** The phone card below the bill number. */
  card: (row: NoInfer<T>) => Omit<CardSpec, 'title'>;
  scrollX: number;
  /** The toolbar button (named by the form's title) opens this form. */
  form: Omit<RecordFormModalProps, 'list' | 'onClose'>;
};

/** A list of a loan's records (deposits, adjustments, extensions, type changes), with the button and form that add one. */
export function RecordListPage<T extends LoanRecord, F extends string>({ label, list, filter, columns, card, scrollX, form }: Props<T, F>) {
  const t = useRecordsText();
  const [adding, setAdding] = useState(false);
  const loanColumns: TableColumnsType<T> = [
    { title: t('billNo'), dataIndex: 'billNo', width: 170, fixed: 'left' },
    { title: t('customer'), dataIndex: 'customerName', width: 100 },
  ];
  return (
    <>
      <ListPage
        label={label}
        source={list}
        filters={[{ kind: 'text', name: 'keyword', label: t('keyword') }, filter]}
        columns={[...loanColumns, ...columns]}
        card={(r) => ({ title: r.billNo, ...card(r) })}
        rowKey={(r) => r.id}
        scrollX={scrollX}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {form.title}
          </Button>
        )}
      />
      {adding ? <RecordFormModal {...form} list={list} onClose={() => setAdding(false)} /> : null}
    </>
  );
}
