import type { BorrowerRow } from '@lc/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { customerOf } from '../api/borrower-search';

/** Fills the bill's customer fields from a borrower; a refused or throttled read leaves them to the user. */
export function useFillCustomer(form: FormInstance) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const fill = async (borrower: Pick<BorrowerRow, 'id' | 'name'>) => {
    setBusy(true);
    setFailed(false);
    try {
      const values = await customerOf(borrower);
      form.setFieldsValue(values);
      // Shows at once whether the filled values pass the bill's rules (a stored name may not).
      await form.validateFields(Object.keys(values)).catch(() => undefined);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { fill, busy, failed };
}
