import { AREAS, MARRIAGE_TEXT, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MaskedDataButton } from '@/components/masked-data/masked-data-button';
import { PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { type Locale, useLocale } from '@/lib/i18n';
import { borrowerDetailQuery } from '../api/borrower-api';
import { useBorrowerText } from '../borrower.text';
import { BorrowerBills } from '../components/borrower-bills';
import { BorrowerFormModal } from '../components/borrower-form-modal';
import { useReceivingCardForm } from '@/components/receiving-card/receiving-card-slot';

const LIST = '/borrowerManage/borrowerList';

/** /borrowerManage/borrowerDetail?id=: the record, masked, with the viewer, an edit form and the borrower's bills. */
export default function BorrowerDetailPage() {
  const t = useBorrowerText();
  const { locale } = useLocale();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...borrowerDetailQuery(id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  const CardForm = useReceivingCardForm();
  if (!valid) return <Alert type="error" showIcon title={t('missingId')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const b = detail.data;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader
        title={t('detailTitle')}
        backTo={LIST}
        backText={t('back')}
        extra={
          <>
            <MaskedDataButton entity="borrower" id={b.id} labels={{ mobile: t('mobile'), idCard: t('idCard') }}>
              {t('masked')}
            </MaskedDataButton>
            <Link to={`/borrowerManage/borrowerReport?id=${b.id}`}>
              <Button>{t('report')}</Button>
            </Link>
            {CardForm ? <Button onClick={() => setAddingCard(true)}>{t('addCard')}</Button> : null}
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          </>
        }
      />
      <ReadonlyCard
        title={b.name}
        items={[
          { label: t('mobile'), value: b.mobile },
          { label: t('idCard'), value: b.idCard },
          { label: t('gender'), value: b.gender === 'M' ? t('male') : b.gender === 'F' ? t('female') : null },
          { label: t('marriage'), value: b.marriage === null ? null : MARRIAGE_TEXT[b.marriage as keyof typeof MARRIAGE_TEXT]?.[locale] },
          { label: t('area'), value: (AREAS as Record<string, Record<Locale, string>>)[b.areaCode]?.[locale] ?? b.areaCode },
          { label: t('salesperson'), value: b.salespersonName },
          { label: t('address'), value: b.address, span: 2 },
          { label: t('createdAt'), value: shanghaiMinute(b.createdAt) },
          { label: t('notes'), value: b.notes, span: 3 },
        ]}
      />
      <BorrowerBills bills={b.bills} />
      {addingCard && CardForm ? <CardForm borrower={{ id: b.id, name: b.name }} onClose={() => setAddingCard(false)} /> : null}
      <BorrowerFormModal
        open={editing}
        onClose={() => setEditing(false)}
        editing={{
          id: b.id,
          version: b.version,
          values: { name: b.name, marriage: b.marriage ?? '', address: b.address ?? '', notes: b.notes ?? '' },
          masked: { idCard: b.idCard, mobile: b.mobile },
        }}
      />
    </Space>
  );
}
