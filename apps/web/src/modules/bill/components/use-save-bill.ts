import type { BillDetail } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { useLoadedRegionLookup } from '@/components/region-cascader/region-api';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useIdempotencyKey } from '@/lib/idempotency';
import { createBill, updateBill } from '../api/bill-api';
import { refreshBills } from '../api/bill-api';
import { useBillText } from '../bill.text';
import { namePath, toBillBody } from './form-values';

/**
 * Saving the bill form. A new bill carries an idempotency key made on the first try and kept
 * until a try succeeds, so a retry after a lost reply returns the same bill. An edit carries the
 * version it was read at (a 409 says someone changed it). Saved, the page shows the detail.
 */
export function useSaveBill(form: FormInstance, defs: readonly FieldDef[], bill?: BillDetail) {
  const t = useBillText();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loadedLookup = useLoadedRegionLookup();
  const key = useIdempotencyKey();
  const { run, saving, problem } = useServerSave(form, namePath);

  const save = (values: FieldValues) =>
    run(async () => {
      const lookup = await loadedLookup();
      const body = toBillBody(values, defs, (code) => lookup.pathCodes(code));
      let id: number;
      if (bill) {
        id = (await updateBill(bill.id, { ...body, version: bill.version })).id;
      } else {
        id = (await createBill({ ...body, idempotencyKey: key.take() })).id;
        key.settle();
      }
      await refreshBills(client);
      void navigate(`${pathname}?id=${id}`);
    }, t('saved'));
  return { save, saving, problem };
}
