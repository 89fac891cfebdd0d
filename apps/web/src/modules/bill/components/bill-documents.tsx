import {
  BILL_DOCUMENT_TYPES,
  BILL_DOCUMENT_TYPE_TEXT,
  BORROW_TYPE_TEXT,
  type BillDetail,
  type BillDocumentType,
  type BillDocumentsReply,
  type ImageItem,
  documentTypeNames,
} from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { useConfirm } from '@/components/confirm-modal/use-confirm';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { ImageViewer } from '@/components/image-viewer/image-viewer';
import { TONE_STYLE } from '@/components/status-tag/status-tone';
import { useLocale } from '@/lib/i18n';
import { billDocumentsQuery } from '../api/bill-documents-api';
import { useBillDocumentsText } from '../bill-documents.text';
import { useDocumentSlot } from './use-document-slot';

/** The types side by side, as many as the width holds. */
const TYPE_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 } as const;

/**
 * A bill's documents by type (issue 14 item 4): the checklist of its borrow type (required,
 * present, missing), and each type's images in the viewer (antd's preview group, decrypted in
 * the worker). Its salesperson and document review add and remove images here.
 */
export function BillDocuments({ bill }: { bill: Pick<BillDetail, 'id' | 'borrowType'> }) {
  const t = useBillDocumentsText();
  const { locale } = useLocale();
  const { data } = useQuery(billDocumentsQuery(bill.id));
  if (!data) return null;
  const borrowType = BORROW_TYPE_TEXT[data.borrowType as keyof typeof BORROW_TYPE_TEXT]?.[locale] ?? String(data.borrowType);
  // Required types first, then the others that hold images or may be added.
  const shown = [...data.required, ...BILL_DOCUMENT_TYPES.filter((type) => !data.required.includes(type))].filter(
    (type) => data.editable || data.required.includes(type) || data.present.includes(type),
  );
  return (
    <Card title={t('title')} size="small" data-testid="bill-documents">
      <Flex vertical gap={12}>
        <Typography.Text strong>{t('checklist', { borrowType })}</Typography.Text>
        {data.missing.length ? (
          <Alert
            type="warning"
            showIcon
            role="status"
            data-testid="document-checklist"
            title={t('missingList', { types: documentTypeNames(data.missing)[locale] })}
          />
        ) : (
          <Alert type="success" showIcon role="status" data-testid="document-checklist" title={t('complete')} />
        )}
        {data.editable && !data.removable ? <Typography.Text type="secondary">{t('finalNote')}</Typography.Text> : null}
        <div style={TYPE_GRID}>
          {shown.map((type) => (
            <DocumentTypeRow key={type} type={type} data={data} />
          ))}
        </div>
      </Flex>
    </Card>
  );
}

function DocumentTypeRow({ type, data }: { type: BillDocumentType; data: BillDocumentsReply }) {
  const t = useBillDocumentsText();
  const { locale } = useLocale();
  const name = BILL_DOCUMENT_TYPE_TEXT[type][locale];
  const required = data.required.includes(type);
  const missing = data.missing.includes(type);
  const slot = useDocumentSlot(data.billId, type, data.documents);
  // Deleting a kept document is asked first, in words; past final review it cannot be deleted (decision 0071).
  const confirm = useConfirm();
  const beforeRemove = (item: ImageItem) =>
    slot.isStored(item)
      ? confirm.ask({ title: t('removeTitle', { type: name }), consequence: t('removeConsequence'), okText: t('remove') })
      : Promise.resolve(true);
  return (
    <section aria-label={name} data-testid={`documents-${type}`}>
      <Flex gap={8} align="center" style={{ marginBottom: 4 }}>
        <Typography.Text>{name}</Typography.Text>
        <Tag style={TONE_STYLE.neutral}>{required ? t('required') : t('optional')}</Tag>
        {missing ? <Tag style={TONE_STYLE.error}>{t('missing')}</Tag> : null}
        {data.present.includes(type) ? <Tag style={TONE_STYLE.success}>{t('present')}</Tag> : null}
      </Flex>
      {data.editable ? (
        <ImageUpload
          value={slot.value}
          onChange={slot.onChange}
          label={name}
          size={88}
          canRemove={(item) => data.removable || !slot.isStored(item)}
          beforeRemove={beforeRemove}
        />
      ) : (
        <ImageViewer items={slot.value} label={name} size={88} />
      )}
      {confirm.holder}
    </section>
  );
}
