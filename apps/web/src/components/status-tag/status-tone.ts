import type { StatusTone } from '@lc/shared';
import type { CSSProperties } from 'react';

/* antd's preset tag colours are too light for WCAG AA text: darker text on the same tints. */
const tone = (color: string, background: string, border: string): CSSProperties => ({ color, background, borderColor: border });

/** The one colour of each tone the status dictionary gives its codes. */
export const TONE_STYLE: Record<StatusTone, CSSProperties> = {
  neutral: tone('#434343', '#fafafa', '#d9d9d9'),
  processing: tone('#003eb3', '#e6f4ff', '#91caff'),
  success: tone('#135200', '#f6ffed', '#b7eb8f'),
  warning: tone('#873800', '#fff7e6', '#ffd591'),
  error: tone('#a8071a', '#fff1f0', '#ffa39e'),
};
