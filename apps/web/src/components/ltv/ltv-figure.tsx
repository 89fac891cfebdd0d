import { type BillLtv, formatWan, ltvPercent } from '@lc/shared';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useLtvText } from './ltv.text';
import { punctuation } from '@/lib/punctuation';

/* Dark enough for WCAG AA on its light background. */
const OVER_LIMIT = { color: '#ffffff', background: '#a8071a', borderColor: '#a8071a' };

/** A declared rate (percent, "55.5") as the salesperson typed it, to 2 decimals: "55.50%". */
const declaredText = (declared: readonly string[]) => (declared.length ? declared.map((d) => `${formatWan(d)}%`).join(' / ') : '—');

export type LtvFigureProps = { ltv: BillLtv; /** One line (lists) or the labelled block (detail, print). */ compact?: boolean };

/**
 * The bill's system LTV with its flag above the limit, and the declared figure beside it
 * (decision 0024): the system figure is what the approvers weigh, the declared one what was typed.
 */
export function LtvFigure({ ltv, compact = false }: LtvFigureProps) {
  const t = useLtvText();
  const system = ltv.ltv ? ltvPercent(ltv.ltv) : ltv.flagged ? t('noEquity') : t('notValued');
  const partly =
    ltv.ltv && ltv.valuedCount < ltv.collateralCount ? t('partlyValued', { valued: ltv.valuedCount, total: ltv.collateralCount }) : null;
  return (
    <Space size={4} wrap data-testid="ltv-figure" data-flagged={ltv.flagged ? 'true' : 'false'}>
      <Tooltip title={[t('limit', { limit: ltvPercent(ltv.limit) }), partly].filter(Boolean).join(punctuation().semicolon)}>
        <span data-testid="ltv-system">
          {compact ? null : <Typography.Text type="secondary">{t('system')} </Typography.Text>}
          {system}
        </span>
      </Tooltip>
      {ltv.flagged ? (
        <Tag style={OVER_LIMIT} data-testid="ltv-flag">
          {t('overLimit')}
        </Tag>
      ) : null}
      <Typography.Text type="secondary" data-testid="ltv-declared">
        {t('declared')} {declaredText(ltv.declared)}
      </Typography.Text>
    </Space>
  );
}
