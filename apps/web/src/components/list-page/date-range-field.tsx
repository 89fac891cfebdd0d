import { Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { type CSSProperties, Suspense, lazy } from 'react';

/** The picker (with dayjs's calendar) is a chunk of its own: lists without a date filter never load it. */
const RangePicker = lazy(() => import('./range-picker'));

type RangeValue = [Dayjs | null, Dayjs | null] | null;
export type DateRangeFieldProps = {
  /** Set by the Form.Item around it. */
  value?: RangeValue;
  onChange?: (value: RangeValue) => void;
  placeholder: [string, string];
  style?: CSSProperties;
};

/** A filter's date range: a plain box in the picker's place until its chunk arrives. */
export function DateRangeField({ placeholder, style, ...field }: DateRangeFieldProps) {
  const [from, to] = field.value ?? [];
  const shown = from || to ? `${from?.format('YYYY-MM-DD') ?? ''} ~ ${to?.format('YYYY-MM-DD') ?? ''}` : '';
  return (
    <Suspense fallback={<Input readOnly aria-label={placeholder.join(' ~ ')} value={shown} style={style} />}>
      <RangePicker {...field} allowEmpty={[true, true]} placeholder={placeholder} style={style} />
    </Suspense>
  );
}
