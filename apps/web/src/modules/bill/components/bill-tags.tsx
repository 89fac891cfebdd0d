import { BILL_TYPE_TEXT, type BillRow, NONE_SHOWN } from '@lc/shared';
import { Space, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useLocale } from '@/lib/i18n';
import { useBillText } from '../bill.text';

/* Tag colours dark enough for WCAG AA text contrast on their light backgrounds. */
const tone = (color: string, background: string, border: string): CSSProperties => ({ color, background, borderColor: border });
const EXTENSION = tone('#873800', '#fff7e6', '#d46b08');
const DUPLICATE = tone('#614700', '#fffbe6', '#ffe58f');
const BLACKLIST = tone('#ffffff', '#a8071a', '#a8071a');

export function ExtensionTag() {
  const { locale } = useLocale();
  return (
    <Tag style={EXTENSION} data-testid="bill-extension">
      {BILL_TYPE_TEXT[1][locale]}
    </Tag>
  );
}

/** The row's flags: duplicate, blacklisted, extension; nothing when none holds. */
export function FlagTags({ row }: { row: Pick<BillRow, 'duplicate' | 'blacklisted' | 'billType'> }) {
  const t = useBillText();
  if (!row.duplicate && !row.blacklisted && row.billType !== 1) return NONE_SHOWN;
  return (
    <Space size={2} wrap>
      {row.duplicate ? <Tag style={DUPLICATE}>{t('flagDuplicate')}</Tag> : null}
      {row.blacklisted ? <Tag style={BLACKLIST}>{t('flagBlacklist')}</Tag> : null}
      {row.billType === 1 ? <ExtensionTag /> : null}
    </Space>
  );
}
