import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, type DateMode, fromNativeValue, toNativeValue } from './date-value';
import { useDatePickerText } from './date-picker.text';
import { usePhoneLayout } from './use-phone-layout';

export type AdaptiveDatePickerProps = {
  /** 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm:ss' in datetime mode; null when empty. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  mode?: DateMode;
  /** Earliest and latest allowed values, in the same format. */
  min?: string;
  max?: string;
  /** The field's name for the placeholder ("please select {label}"). */
  label?: string;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
};

/**
 * Spec 001 §2: "a date or datetime picker that uses native inputs on mobile". Phones get the
 * browser's own picker (type=date / datetime-local); other screens antd's. Same value either way.
 */
export function AdaptiveDatePicker({
  value,
  onChange,
  mode = 'date',
  min,
  max,
  label,
  placeholder,
  style,
  ...rest
}: AdaptiveDatePickerProps) {
  const t = useDatePickerText();
  const phone = usePhoneLayout();
  const hint = placeholder ?? (label ? t('selectLabel', { label }) : t(mode));
  const format = DATE_FORMAT[mode];

  if (phone) {
    return (
      <Input
        {...rest}
        type={mode === 'date' ? 'date' : 'datetime-local'}
        value={toNativeValue(value, mode)}
        min={toNativeValue(min, mode) || undefined}
        max={toNativeValue(max, mode) || undefined}
        onChange={(e) => onChange?.(fromNativeValue(e.target.value, mode))}
        placeholder={hint}
        style={{ width: '100%', ...style }}
      />
    );
  }

  // Both formats are ones dayjs parses without a plugin.
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      showTime={mode === 'datetime'}
      format={format}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(format) : null)}
      disabledDate={(d) => Boolean((min && d.isBefore(dayjs(min), 'day')) || (max && d.isAfter(dayjs(max), 'day')))}
      placeholder={hint}
      style={{ minWidth: mode === 'date' ? 160 : 200, ...style }}
    />
  );
}
