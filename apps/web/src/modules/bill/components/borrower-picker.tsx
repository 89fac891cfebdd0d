import type { BorrowerRow } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Select, Typography } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { borrowerSearchQuery } from '../api/borrower-search';
import { useBillFieldsText } from '../bill-fields.text';
import { SEARCH_DELAY_MS } from './channel-picker';
import { useFillCustomer } from './use-fill-customer';

export type BorrowerPickerProps = { form: FormInstance };

/**
 * 选择已有借款人: the caller's borrowers by name, ID number or mobile (masked in the choices);
 * picking one fills the customer's name, mobile and ID number.
 */
export function BorrowerPicker({ form }: BorrowerPickerProps) {
  const t = useBillFieldsText();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const found = useQuery(borrowerSearchQuery(keyword));
  const [picked, setPicked] = useState<BorrowerRow>();
  const { fill, busy, failed } = useFillCustomer(form);
  const list = keyword ? (found.data?.list ?? []) : [];
  // The picked borrower keeps its label while the next search's choices show.
  const choices = picked && !list.some((r) => r.id === picked.id) ? [picked, ...list] : list;

  const pick = (id: number) => {
    const row = choices.find((r) => r.id === id);
    setPicked(row);
    if (row) void fill(row);
  };

  return (
    <Form.Item
      label={t('pickBorrower')}
      htmlFor="bill_pickBorrower"
      validateStatus={failed ? 'warning' : undefined}
      help={failed ? t('borrowerUnreadable') : undefined}
    >
      <Select<number, { value: number; label: string; row: BorrowerRow }>
        id="bill_pickBorrower"
        value={picked?.id}
        onChange={pick}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        placeholder={t('searchBorrower')}
        loading={found.isFetching || busy}
        notFoundContent={found.isFetching ? t('searching') : keyword ? t('noBorrower') : null}
        options={choices.map((r) => ({ value: r.id, label: r.name, row: r }))}
        optionRender={({ data }) => (
          <div>
            <div>{data.row.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {data.row.idCard} {data.row.mobile}
            </Typography.Text>
          </div>
        )}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
