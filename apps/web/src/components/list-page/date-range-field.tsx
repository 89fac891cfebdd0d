import { Flex, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type CSSProperties, Suspense, lazy } from 'react';
import { usePhoneLayout } from '../date-picker/use-phone-layout';

/** The picker (with dayjs's calendar) is a chunk of its own: lists without a date filter never load it. */
const RangePicker = lazy(() => import('./range-picker'));

type RangeValue = [Dayjs | null, Dayjs | null] | null;
export type DateRangeFieldProps = {
  /** Set by the Form.Item around it. */
  value?: RangeValue;
  onChange?: (value: RangeValue) => void;
  id?: string;
  placeholder: [string, string];
  style?: CSSProperties;
};

const DAY = 'YYYY-MM-DD';

/**
 * A filter's date range: a plain box in the picker's place until its chunk arrives. On phones two
 * native date inputs instead: antd's range picker opens two months side by side (576 px), wider
 * than the screen (issue 32), and phones' own pickers fit by design (as AdaptiveDatePicker's).
 */
export function DateRangeField({ placeholder, style, ...field }: DateRangeFieldProps) {
  const phone = usePhoneLayout();
  const [from, to] = field.value ?? [];
  if (phone) {
    const change = (next: [Dayjs | null, Dayjs | null]) => field.onChange?.(next[0] || next[1] ? next : null);
    const day = (native: string) => (native ? dayjs(native) : null);
    return (
      <Flex gap={8} style={style}>
        {(['from', 'to'] as const).map((end, i) => (
          <Input
            key={end}
            type="date"
            {...(i === 0 && field.id ? { id: field.id } : {})}
            aria-label={placeholder[i]}
            value={(i === 0 ? from : to)?.format(DAY) ?? ''}
            onChange={(e) => change(i === 0 ? [day(e.target.value), to ?? null] : [from ?? null, day(e.target.value)])}
            style={{ flex: 1, minWidth: 0 }}
          />
        ))}
      </Flex>
    );
  }
  const shown = from || to ? `${from?.format(DAY) ?? ''} ~ ${to?.format(DAY) ?? ''}` : '';
  return (
    <Suspense fallback={<Input readOnly aria-label={placeholder.join(' ~ ')} value={shown} style={style} />}>
      <RangePicker {...field} allowEmpty={[true, true]} placeholder={placeholder} style={style} />
    </Suspense>
  );
}
