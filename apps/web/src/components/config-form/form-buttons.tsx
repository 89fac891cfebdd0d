import { Alert, Button, Space } from 'antd';

type Props = { problem: string | null; saving: boolean; submit: string; cancel: string; onCancel: () => void };

/** The end of a page's form: the server's refusal (useServerSave's problem), then submit and cancel. */
export function FormButtons({ problem, saving, submit, cancel, onCancel }: Props) {
  return (
    <>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submit}
        </Button>
        <Button onClick={onCancel}>{cancel}</Button>
      </Space>
    </>
  );
}
