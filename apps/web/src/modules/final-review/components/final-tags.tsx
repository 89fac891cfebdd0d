import { NONE_SHOWN } from '@lc/shared';
import { Space, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useFinalReviewText } from '../final-review.text';

/* Tag colours dark enough for WCAG AA text contrast on their light backgrounds. */
const tone = (color: string, background: string, border: string): CSSProperties => ({ color, background, borderColor: border });
const WAITING = tone('#003eb3', '#e6f4ff', '#91caff');
const PASSED = tone('#135200', '#f6ffed', '#b7eb8f');
const REJECTED = tone('#a8071a', '#fff1f0', '#ffa39e');
const DUPLICATE = tone('#614700', '#fffbe6', '#ffe58f');
/** Blacklisted borrowers stand out: white on red. */
const BLACKLIST = tone('#ffffff', '#a8071a', '#a8071a');
const EXTENSION = tone('#873800', '#fff7e6', '#d46b08');

/** Where a bill stands for final review: approved (bill status 4) or still waiting. */
export function StageTag({ status }: { status: number }) {
  const t = useFinalReviewText();
  const approved = status === 4;
  return (
    <Tag style={approved ? PASSED : WAITING} data-testid="final-stage">
      {t(approved ? 'stage_approved' : 'stage_final')}
    </Tag>
  );
}

export function ResultTag({ action }: { action: 'approve' | 'reject' }) {
  const t = useFinalReviewText();
  return (
    <Tag style={action === 'approve' ? PASSED : REJECTED} data-testid="risk-result">
      {t(`result_${action}`)}
    </Tag>
  );
}

export type Flags = { duplicate: boolean; blacklisted: boolean; extension: boolean };

/** Duplicate, blacklisted (in red) and extension; a dash when none holds, as other empty cells. */
export function FlagTags({ flags }: { flags: Flags }) {
  const t = useFinalReviewText();
  if (!flags.duplicate && !flags.blacklisted && !flags.extension) return NONE_SHOWN;
  return (
    <Space size={2} wrap data-testid="final-flags">
      {flags.duplicate ? <Tag style={DUPLICATE}>{t('flagDuplicate')}</Tag> : null}
      {flags.blacklisted ? <Tag style={BLACKLIST}>{t('flagBlacklist')}</Tag> : null}
      {flags.extension ? <Tag style={EXTENSION}>{t('flagExtension')}</Tag> : null}
    </Space>
  );
}
