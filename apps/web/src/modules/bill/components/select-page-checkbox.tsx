import { Checkbox } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';

export type SelectPageCheckboxProps = { label: string; all: boolean; some: boolean; onChange: (on: boolean) => void };

/**
 * The table's select-all box. antd also renders a column's title inside its hidden measuring
 * row; the copy there is taken out of the tab order, so no focusable control hides from
 * assistive technology (axe: aria-hidden-focus).
 */
export function SelectPageCheckbox({ label, all, some, onChange }: SelectPageCheckboxProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => setMeasuring(Boolean(ref.current?.closest('[aria-hidden="true"]'))), []);
  return (
    <span ref={ref}>
      <Checkbox
        checked={all}
        indeterminate={some && !all}
        aria-label={label}
        {...(measuring ? { tabIndex: -1 } : {})}
        onChange={(e) => onChange(e.target.checked)}
      />
    </span>
  );
}
