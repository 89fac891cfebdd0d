import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { IMAGE_STATUS, type ImageItem } from '@lc/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdsUploading } from '../image-upload/values-once-uploaded';
import { FormModal } from './form-modal';

type Values = { name: string; mobile: string };

/** The shared modal around a test's fields, as the pages build theirs. */
function InModal<V>({ name, ok, save, children }: { name: string; ok: string; save: (v: V) => Promise<unknown>; children: ReactNode }) {
  const [form] = Form.useForm<V>();
  return (
    <FormModal<V>
      form={form}
      name={name}
      title={name}
      texts={{ ok, cancel: 'Cancel' }}
      save={save}
      savedText="Saved"
      refresh={async () => undefined}
      onClose={() => undefined}
    >
      {children}
    </FormModal>
  );
}

/** A two-field form in the shared modal. */
function TwoFields({ save }: { save: (v: Values) => Promise<unknown> }) {
  return (
    <InModal<Values> name="two-fields" ok="OK" save={save}>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter the name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="Mobile" rules={[{ required: true, message: 'Enter the mobile' }]}>
        <Input />
      </Form.Item>
    </InModal>
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

type ScanValues = { scan?: ImageItem[] };

/** An image field in miniature: "pick" starts an upload (status uploading, with its progress), "arrive" ends it. */
function ScanField({ onChange }: { value?: ImageItem[]; onChange?: (items: ImageItem[]) => void }) {
  return (
    <>
      <button type="button" onClick={() => onChange?.([{ id: 'a', status: IMAGE_STATUS.uploading, url: 'blob:a', percent: 40 }])}>
        pick
      </button>
      <button type="button" onClick={() => onChange?.([{ id: 'a', status: IMAGE_STATUS.uploaded, originalUrl: '/images/a1' }])}>
        arrive
      </button>
    </>
  );
}

function ScanForm({ save }: { save: (v: ScanValues) => Promise<unknown> }) {
  return (
    <InModal<ScanValues> name="scan-form" ok="Sign it" save={save}>
      <Form.Item name="scan" label="Scan" rules={[{ required: true, message: 'Upload the scan' }]}>
        <ScanField />
      </Form.Item>
    </InModal>
  );
}

describe('FormModal: a save clicked while an image uploads', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('waits for the upload, then sends the uploaded image', async () => {
    const save = vi.fn(async (_: ScanValues) => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <ScanForm save={save} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByText('pick'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign it' }));
    await new Promise((r) => setTimeout(r, 400));
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('arrive'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({ scan: [{ id: 'a', status: IMAGE_STATUS.uploaded, originalUrl: '/images/a1' }] });
  });
});

describe('holdsUploading', () => {
  it('finds an image still uploading at any depth, and nothing else', () => {
    const uploading = { id: 'a', status: IMAGE_STATUS.uploading, percent: 0 };
    expect(holdsUploading({ scan: [uploading] })).toBe(true);
    expect(holdsUploading({ parties: [{ name: 'x', images: [uploading] }] })).toBe(true);
    expect(holdsUploading({ scan: [{ ...uploading, status: IMAGE_STATUS.uploaded }] })).toBe(false);
    // A record that happens to carry status 1 is not an upload.
    expect(holdsUploading({ bill: { id: 'b', status: IMAGE_STATUS.uploading } })).toBe(false);
    expect(holdsUploading({ name: '张三', amount: '1.00', none: null })).toBe(false);
  });
});
