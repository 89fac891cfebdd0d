import { shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { ChooseFromList } from '@/components/choose-from-list/choose-from-list';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { StatusTag } from '@/components/status-tag/status-tag';
import { lenderCardQuery } from '../api/bank-card-api';
import { useBankCardText } from '../bank-card.text';
import { LENDER_CARD_LIST_PATH } from '../bank-card.paths';
import { withNote } from '@/lib/punctuation';

/** /lenderManage/backCardDetail?id= (hidden): one card as the lenders' list reads it, masked. */
export default function LenderCardDetailPage() {
  const t = useBankCardText();
  const raw = useSearchParams()[0].get('id');
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...lenderCardQuery(id), enabled: valid });
  if (raw === null) return <ChooseFromList listPath={LENDER_CARD_LIST_PATH} />;
  if (!valid || detail.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const c = detail.data;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('cardDetailTitle')} backTo={LENDER_CARD_LIST_PATH} backText={t('back')} />
      <ReadonlyCard
        title={`${c.bankName} ${c.cardNoMasked}`}
        items={[
          { label: t('borrowerName'), value: c.borrowerName },
          { label: t('cardNo'), value: c.cardNoMasked },
          { label: t('issuingBank'), value: withNote(c.bankName, c.bankCode) },
          { label: t('accountName'), value: c.accountName },
          { label: t('reservedMobile'), value: c.reservedMobileMasked },
          { label: t('billId'), value: c.billId },
          { label: t('status'), value: <StatusTag list="bankCard" code={c.status} /> },
          { label: t('createdAt'), value: shanghaiMinute(c.createdAt) },
        ]}
      />
    </Space>
  );
}
