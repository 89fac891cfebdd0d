import {
  FIELD_ORDER_API,
  FIELD_ORDER_FORMS,
  FIELD_ORDER_MESSAGES,
  type FieldOrderDetail,
  type FieldOrderForm,
  type FindingField,
  IMAGE_STATUS,
  type ImageItem,
  endpointUrl,
  fieldOrderSubmitBody,
  findingRule,
  statusOf,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form } from 'antd';
import { z } from 'zod';
import { ConfigForm } from '@/components/config-form/config-form';
import type { FieldDef, FieldValues, ImageSlotRender } from '@/components/config-form/form-field';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { useLocale } from '@/lib/i18n';
import { refreshFieldOrders, submitFieldOrder } from '../api/field-order-api';
import { useFieldOrderText } from '../field-order.text';

const PHOTOS = 'photos';
const photosRule = z.array(z.unknown(), { error: '请上传现场照片' }).min(1, '请上传现场照片').max(9, '照片最多9张');

/** A stored photo of the order, loaded (encrypted) through the order so its reviewer may see it. */
const storedPhoto = (orderId: number, photoId: string): ImageItem => ({
  id: photoId,
  status: IMAGE_STATUS.stored,
  imageUrl: endpointUrl(FIELD_ORDER_API.endpoints.photo, { id: orderId, photoId }),
});
/** An item's image id: a stored photo's own id, or the last part of the address a new upload answered. */
const photoIdOf = (item: ImageItem) => (statusOf(item) === IMAGE_STATUS.stored ? item.id : (item.originalUrl?.split('/').pop() ?? ''));

const renderImage: ImageSlotRender = ({ field, value, onChange, readOnly }) => (
  <ImageUpload
    label={field.label}
    value={Array.isArray(value) ? (value as ImageItem[]) : []}
    onChange={onChange}
    disabled={readOnly}
    maxCount={9}
    size={88}
  />
);

/** The findings and photos of one order on its kind's form: filled in by its field person, otherwise read only. */
export function OrderForm({ order, form: formKey, editable }: { order: FieldOrderDetail; form: FieldOrderForm; editable: boolean }) {
  const t = useFieldOrderText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);

  const fields: FieldDef[] = [
    ...FIELD_ORDER_FORMS[formKey].map(
      (f: FindingField): FieldDef =>
        f.type === 'choice'
          ? {
              key: f.name,
              label: f.label[locale],
              type: 'select',
              span: 12,
              verify: [findingRule(f)],
              options: Object.entries(f.options).map(([value, name]) => ({ value: Number(value), name: name[locale] })),
            }
          : { key: f.name, label: f.label[locale], type: f.type === 'text' ? 'input' : 'textarea', span: 12, verify: [findingRule(f)] },
    ),
    { key: PHOTOS, label: t('photos'), type: 'image', verify: editable ? [photosRule] : [] },
  ];
  const initialValues: FieldValues = {
    ...(order.findings ?? {}),
    [PHOTOS]: order.photoIds.map((p) => storedPhoto(order.id, p)),
  };

  const submit = (values: FieldValues) =>
    run(async () => {
      const photos = (values[PHOTOS] as ImageItem[] | undefined) ?? [];
      const findings = Object.fromEntries(FIELD_ORDER_FORMS[formKey].map((f: FindingField) => [f.name, values[f.name]]));
      const body = fieldOrderSubmitBody.parse({
        form: formKey,
        findings,
        photoIds: photos.filter((p) => [IMAGE_STATUS.uploaded, IMAGE_STATUS.stored].includes(statusOf(p) as 2 | 3)).map(photoIdOf),
        version: order.version,
      });
      await submitFieldOrder(order.id, body);
      await refreshFieldOrders(client);
    }, FIELD_ORDER_MESSAGES.submitted[locale]);

  return (
    <Card size="small" title={<h2 className="lc-bill-section-title">{t('findings')}</h2>}>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} /> : null}
      <ConfigForm
        name="field-order"
        form={form}
        fields={fields}
        mode={editable ? 'add' : 'detail'}
        initialValues={initialValues}
        onSubmit={submit}
        submitText={t('submit')}
        submitting={saving}
        renderImage={renderImage}
      />
    </Card>
  );
}
