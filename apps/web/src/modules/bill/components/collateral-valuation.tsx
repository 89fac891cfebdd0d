import { VALUATION_CHANNEL_TEXT, VALUATION_PERMISSION, formatWan } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCollateralValuationDrawer } from '@/components/ltv/collateral-valuation-slot';
import { useLtvText } from '@/components/ltv/ltv.text';
import { usePermission } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { billDetailQuery } from '../api/bill-api';
import { refreshBills } from '../api/bill-api';

export type CollateralValuationProps = { billId: number; mortgageId: number; /** The row's number on the page (1-based). */ n: number };

/**
 * A collateral row's valuations inside the bill (issue 14 item 2): the latest of each channel with
 * its date, and the button that opens the valuation widget for it. Closing the widget reads the
 * bill again, so its LTV follows at once.
 */
export function CollateralValuation({ billId, mortgageId, n }: CollateralValuationProps) {
  const t = useLtvText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const Drawer = useCollateralValuationDrawer();
  const canValue = usePermission(VALUATION_PERMISSION.evaluate);
  const [open, setOpen] = useState(false);
  const detail = useQuery(billDetailQuery(billId));
  const latest = detail.data?.valuations.find((v) => v.mortgageId === mortgageId)?.latest ?? [];

  return (
    <Space wrap size={4} data-testid="collateral-valuations" aria-label={t('latestValuations')}>
      <Typography.Text type="secondary">{t('latestValuations')}:</Typography.Text>
      {latest.length ? (
        latest.map((v) => (
          <Tag key={v.channel} data-testid={`valuation-${v.channel}`}>
            {VALUATION_CHANNEL_TEXT[v.channel][locale]}{' '}
            {t('wanOn', { total: formatWan(v.totalPrice), date: v.priceDate ?? v.createdAt.slice(0, 10) })}
          </Tag>
        ))
      ) : (
        <Typography.Text type="secondary">{t('noValuation')}</Typography.Text>
      )}
      {Drawer && canValue ? (
        <>
          <Button size="small" onClick={() => setOpen(true)}>
            {t('openValuation', { n })}
          </Button>
          <Drawer
            mortgageId={mortgageId}
            title={t('valuationTitle', { n })}
            open={open}
            onClose={() => {
              setOpen(false);
              void refreshBills(client);
            }}
          />
        </>
      ) : null}
    </Space>
  );
}
