import { PREBILL_STATUS, type PreBillRow } from '@lc/shared';
import { Space } from 'antd';
import { Link } from 'react-router';
import { billHref, detailHref } from '../prebill.paths';
import { usePreBillText } from '../prebill.text';
import { ConvertAction } from './convert-action';

/** A row of the salesperson's own list: view; convert while unconverted, else a link to the bill it became. */
export function OwnRowActions({ row }: { row: PreBillRow }) {
  const t = usePreBillText();
  return (
    <Space size={4} wrap>
      <Link to={detailHref(row.id)} aria-label={t('viewOf', { name: row.customerName })}>
        {t('view')}
      </Link>
      {row.status === PREBILL_STATUS.open ? <ConvertAction row={row} /> : null}
      {row.billId !== null ? (
        <Link to={billHref(row.billId)} aria-label={t('openBillOf', { name: row.customerName })}>
          {t('openBill')}
        </Link>
      ) : null}
    </Space>
  );
}
