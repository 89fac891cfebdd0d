import type { ImageItem } from '@lc/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form } from 'antd';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ImageUpload } from './image-upload';
import { uploadedImageIds } from './uploaded-image-ids';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = { vouchers?: ImageItem[] };

type Props = {
  /** The form's name (its field ids). */
  name: string;
  texts: { title: string; label: string; required: string; send: string };
  /** Sends the uploaded images' ids. */
  send: (imageIds: string[]) => Promise<unknown>;
  /** Toasted once sent. */
  sentText: string;
  refresh: (client: QueryClient) => Promise<unknown>;
};

/** A card to upload voucher images (up to nine) and send them on; the form empties once they are sent. */
export function ImageSendCard({ name, texts, send, sentText, refresh }: Props) {
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { run, saving, problem } = useServerSave(form);
  const submit = (values: Values) =>
    run(async () => {
      await send(uploadedImageIds(values.vouchers));
      form.resetFields();
      await refresh(client);
    }, sentText);
  return (
    <Card title={texts.title} size="small">
      <EnterForm<Values> form={form} layout="vertical" name={name} onFinish={submit} submitting={saving}>
        <Form.Item name="vouchers" label={texts.label} rules={[{ required: true, message: texts.required }]}>
          <ImageUpload label={texts.label} maxCount={9} size={88} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {texts.send}
        </Button>
      </EnterForm>
    </Card>
  );
}
