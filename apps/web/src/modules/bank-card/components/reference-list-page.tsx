import { Button, type TableColumnsType } from 'antd';
import { type ComponentType, useState } from 'react';
import type { CardSpec } from '@/components/list-page/card-paging';
import { ListPage, type ListPageProps } from '@/components/list-page/list-page';

/** The add/edit form of a reference list: open to add, or with `editing` to edit one row. */
export type ReferenceFormProps<E> = { open: boolean; onClose: () => void; editing?: E };

export type ReferenceListPageProps<T, F extends string, E> = Pick<ListPageProps<T, F>, 'source' | 'label' | 'filters' | 'rowKey'> & {
  /** The columns and the phone card, given the function that opens a row for editing. */
  columns: (edit: (editing: E) => void) => TableColumnsType<NoInfer<T>>;
  card: (row: NoInfer<T>, edit: (editing: E) => void) => CardSpec;
  addText: string;
  Form: ComponentType<ReferenceFormProps<E>>;
};

/** A settings list (banks, card BINs): the list, an add button, and one form to add or edit a row. */
export function ReferenceListPage<T extends object, F extends string, E>({
  columns,
  card,
  addText,
  Form,
  ...list
}: ReferenceListPageProps<T, F, E>) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<E | null>(null);
  return (
    <>
      <ListPage<T, F>
        {...list}
        columns={columns(setEditing)}
        card={(row) => card(row, setEditing)}
        toolbar={() => (
          <Button type="primary" ghost onClick={() => setAdding(true)}>
            {addText}
          </Button>
        )}
      />
      <Form open={adding} onClose={() => setAdding(false)} />
      {editing ? <Form open editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
