import type { PreBillDetail } from '@lc/shared';
import type { ReactNode } from 'react';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { useRegionName } from '@/components/region-cascader/region-name';
import { useLocale } from '@/lib/i18n';
import { areaText, borrowTypeText, groupAmount, shanghaiTime } from '../prebill-format';
import { usePreBillText } from '../prebill.text';
import { PreBillStatusTag } from './prebill-status-tag';

export type PreBillDetailCardProps = {
  preBill: PreBillDetail;
  /** Buttons or links in the card's header (convert, the bill it became). */
  extra?: ReactNode;
};

/** One enquiry, read only: the customer and loan, then the property, as the server sent them (clear or masked). */
export function PreBillDetailCard({ preBill: p, extra }: PreBillDetailCardProps) {
  const t = usePreBillText();
  const { locale } = useLocale();
  const regionName = useRegionName();
  const unit = (value: string | null, suffix: string) => (value ? `${groupAmount(value)} ${suffix}` : null);
  const region = p.addressDistrict ?? p.addressProvince;

  return (
    <>
      <ReadonlyCard
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('customerSection')}</h2>}
        extra={extra}
        items={[
          { key: 'customerName', label: t('customerName'), value: p.customerName },
          { key: 'customerMobile', label: t('customerMobile'), value: p.customerMobile },
          { key: 'idCard', label: t('idCard'), value: p.idCard },
          { key: 'borrowType', label: t('borrowType'), value: borrowTypeText(p.borrowType, locale) },
          { key: 'borrowAmount', label: t('borrowAmount'), value: unit(p.borrowAmount, t('yuan')) },
          { key: 'borrowDuration', label: t('borrowDuration'), value: `${p.borrowDuration} ${t('days')}` },
          { key: 'status', label: t('status'), value: <PreBillStatusTag status={p.status} /> },
          { key: 'area', label: t('area'), value: areaText(p.areaCode, locale) },
          { key: 'createdAt', label: t('createdAt'), value: shanghaiTime(p.createdAt) },
        ]}
      />
      <ReadonlyCard
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('propertySection')}</h2>}
        items={[
          { key: 'region', label: t('region'), value: region ? regionName(region, true) : null },
          { key: 'addressDetails', label: t('addressDetails'), value: p.addressDetails, span: 2 },
          { key: 'floorArea', label: t('floorArea'), value: p.floorArea ? `${p.floorArea} ${t('sqm')}` : null },
          { key: 'evsTotalPrice', label: t('evsTotalPrice'), value: unit(p.evsTotalPrice, t('yuan')) },
          { key: 'notes', label: t('notes'), value: p.notes, span: 3 },
        ]}
      />
    </>
  );
}
