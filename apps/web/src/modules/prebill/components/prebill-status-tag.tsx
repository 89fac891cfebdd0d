import { PREBILL_STATUS } from '@lc/shared';
import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { usePreBillText } from '../prebill.text';

/* Dark text on light backgrounds, for WCAG AA contrast. */
const STYLE: Record<number, CSSProperties> = {
  [PREBILL_STATUS.open]: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  [PREBILL_STATUS.converted]: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
};

/** 未转报单 / 已转报单. */
export function PreBillStatusTag({ status }: { status: number }) {
  const t = usePreBillText();
  const text = status === PREBILL_STATUS.open ? t('status_0') : status === PREBILL_STATUS.converted ? t('status_1') : String(status);
  return (
    <Tag style={STYLE[status]} data-testid="prebill-status">
      {text}
    </Tag>
  );
}
