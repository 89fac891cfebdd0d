import { BILL_STATUS, NONE_SHOWN } from '@lc/shared';
import { Space, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useFinalReviewText } from '../final-review.text';

/* Tag colours dark enough for WCAG AA text contrast on their light backgrounds. */
const tone = (color: string, background: string, border: string): CSSProperties => ({ color, background, borderColor: border });
const DUPLICATE = tone('#614700', '#fffbe6', '#ffe58f');
/** Blacklisted borrowers stand out: white on red. */
const BLACKLIST = tone('#ffffff', '#a8071a', '#a8071a');
const EXTENSION = tone('#873800', '#fff7e6', '#d46b08');

/** Where a bill stands for final review: approved (bill status 4) or still waiting. */
export const StageTag = ({ status }: { status: number }) => (
  <StatusTag list="finalStage" code={status === BILL_STATUS.approved ? 'approved' : 'final'} data-testid="final-stage" />
);

export const ResultTag = ({ action }: { action: 'approve' | 'reject' }) => (
  <StatusTag list="flowResult" code={action} data-testid="risk-result" />
);

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
