import { AREAS, BILL_PERMISSION, BORROW_TYPE_TEXT, type BillDetail } from '@lc/shared';
import { Alert, Card, Space } from 'antd';
import { MaskedDataButton } from '@/components/masked-data/masked-data-button';
import { LtvFigure } from '@/components/ltv/ltv-figure';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useCurrentUser } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useBillFieldsText } from '../bill-fields.text';
import { groupAmount, nodeTitle, shanghaiTime } from '../bill-format';
import { textOf } from '../bill-options';
import { useBillText } from '../bill.text';
import { BillStageTag, BillStatusTag } from '@/components/status-tag/bill-stage';
import { useBillStageText } from '@/components/status-tag/bill-stage.text';
import { ExtensionTag } from './bill-tags';
import { duplicateText } from './duplicate-text';

/** The bill at a glance: number, status, type, amount, borrower (masked unless one's own) and who and when. */
export function BillSummary({ bill }: { bill: BillDetail }) {
  const t = useBillText();
  const f = useBillFieldsText();
  const stageText = useBillStageText();
  const { locale } = useLocale();
  const { data: user } = useCurrentUser();
  const extension = bill.billType === 1;
  // The audited viewer reveals within the bill_list scope; one's own bill is already in the clear.
  const canReveal = Boolean(user?.permissions.includes(BILL_PERMISSION.all)) && bill.salespersonId !== user?.id;
  const masked = { billCustomerMobile: f('billCustomerMobile'), idCard: f('idCard') };

  return (
    <div className={extension ? 'lc-bill-extension-card' : undefined} data-testid="bill-summary">
      <ReadonlyCard
        title={
          <Space wrap>
            <span data-testid="bill-no">{bill.billNo}</span>
            <BillStatusTag row={bill} />
            {extension ? <ExtensionTag /> : null}
          </Space>
        }
        extra={
          canReveal ? (
            <MaskedDataButton entity="bill" id={bill.id} labels={masked} buttonProps={{ size: 'small' }}>
              {t('reveal')}
            </MaskedDataButton>
          ) : null
        }
        items={[
          { label: f('billCustomerName'), value: bill.billCustomerName },
          { label: f('billCustomerMobile'), value: bill.billCustomerMobile },
          { label: f('idCard'), value: bill.idCard },
          { label: f('borrowAmount'), value: `${groupAmount(bill.borrowAmount)} ${f('yuan')}` },
          { label: f('borrowType'), value: textOf(BORROW_TYPE_TEXT, bill.borrowType, locale) },
          { label: f('borrowDuration'), value: `${bill.borrowDuration} ${f('days')}` },
          { label: t('ltv'), value: <LtvFigure ltv={bill.ltv} /> },
          { label: t('currentNode'), value: nodeTitle(bill.currentNode, locale, bill.flow) },
          { label: stageText('billStage'), value: <BillStageTag stage={bill.billStage} /> },
          { label: t('salesperson'), value: bill.salespersonName },
          { label: t('area'), value: textOf(AREAS, bill.areaCode, locale) },
          { label: t('createdAt'), value: shanghaiTime(bill.createdAt) },
          { label: t('submittedAt'), value: shanghaiTime(bill.submittedAt) },
          { label: t('duplicateOf'), value: duplicateText(bill, locale, (bills) => bills) ?? t('none') },
        ]}
      />
    </div>
  );
}

/**
 * The checks made at submission. Final review puts them first, large, and says so even when
 * clear; elsewhere only a hit is shown.
 */
export function BillRiskFlags({ bill, emphasis }: { bill: BillDetail; emphasis: boolean }) {
  const t = useBillText();
  const { locale } = useLocale();
  const blacklist = bill.blacklistReason ? (
    <Alert type="error" showIcon title={t('blacklistHit', { reason: bill.blacklistReason })} data-testid="bill-blacklist" />
  ) : emphasis ? (
    <Alert type="success" showIcon title={t('blacklistClear')} data-testid="bill-blacklist" />
  ) : null;
  const hit = duplicateText(bill, locale, (bills) => t('duplicateHit', { bills }));
  const duplicate = hit ? (
    <Alert type="warning" showIcon title={hit} data-testid="bill-duplicate" />
  ) : emphasis ? (
    <Alert type="success" showIcon title={t('duplicateClear')} data-testid="bill-duplicate" />
  ) : null;
  if (!blacklist && !duplicate) return null;
  const body = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {blacklist}
      {duplicate}
    </Space>
  );
  return emphasis ? (
    <Card size="small" className="lc-bill-risk-flags" title={<h2 className="lc-bill-section-title">{t('riskChecks')}</h2>}>
      {body}
    </Card>
  ) : (
    body
  );
}
