import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal';

type Values = { name: string; mobile: string };

/** A two-field form in the shared modal, as the pages build theirs. */
function TwoFields({ save }: { save: (v: Values) => Promise<unknown> }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      form={form}
      name="two-fields"
      title="Add"
      texts={{ ok: 'OK', cancel: 'Cancel' }}
      save={save}
      savedText="Saved"
      refresh={async () => undefined}
      onClose={() => undefined}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter the name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="Mobile" rules={[{ required: true, message: 'Enter the mobile' }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

function renderForm() {
  const save = vi.fn(async (_: Values) => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <TwoFields save={save} />
      </App>
    </QueryClientProvider>,
  );
  return { save, name: screen.getByLabelText('Name'), mobile: screen.getByLabelText('Mobile') };
}

// The first render loads antd: slow on a busy machine.
describe('FormModal: Enter', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('in the first field moves on to the second and sends nothing', async () => {
    const { save, name, mobile } = renderForm();
    name.focus();
    fireEvent.change(name, { target: { value: '张三' } });
    const enter = fireEvent.keyDown(name, { key: 'Enter' });
    expect(enter).toBe(false); // the browser's implicit submission is stopped
    expect(document.activeElement).toBe(mobile);
    await new Promise((r) => setTimeout(r, 50));
    expect(save).not.toHaveBeenCalled();
  });

  it('in the last field sends the form once it is filled', async () => {
    const { save, name, mobile } = renderForm();
    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.change(mobile, { target: { value: '13800000000' } });
    mobile.focus();
    fireEvent.keyDown(mobile, { key: 'Enter' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({ name: '张三', mobile: '13800000000' });
  });

  it('in the last field with the first left empty shows the message and sends nothing', async () => {
    const { save, mobile } = renderForm();
    fireEvent.change(mobile, { target: { value: '13800000000' } });
    mobile.focus();
    fireEvent.keyDown(mobile, { key: 'Enter' });
    expect(await screen.findByText('Enter the name')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
