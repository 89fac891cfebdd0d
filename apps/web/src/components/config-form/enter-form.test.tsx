import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnterForm, EnterScope } from './enter-form';

type Values = { name?: string; mobile?: string; note?: string };

/** Three fields as the pages build theirs: two inputs and a text area last. */
function Three({ onFinish, submitting, last }: { onFinish: (v: Values) => void; submitting?: boolean; last?: ReactNode }) {
  return (
    <EnterForm<Values> name="three" onFinish={onFinish} submitting={submitting}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="Mobile">
        <Input />
      </Form.Item>
      <Form.Item name="note" label="Note">
        {last ?? <Input />}
      </Form.Item>
    </EnterForm>
  );
}

const field = (label: string) => screen.getByLabelText(label);
/** Enter in `el`, focused as a person's would be; true when the browser's own handling (a submit) was stopped. */
const enterIn = (el: HTMLElement) => {
  el.focus();
  return !fireEvent.keyDown(el, { key: 'Enter' });
};
const settle = () => new Promise((r) => setTimeout(r, 50));

// The first render loads antd: slow on a busy machine.
describe('EnterForm: Enter', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('in the first of three fields moves on to the second and sends nothing', async () => {
    const onFinish = vi.fn();
    render(<Three onFinish={onFinish} />);
    fireEvent.change(field('Name'), { target: { value: '张三' } });
    expect(enterIn(field('Name'))).toBe(true); // no implicit submission either
    expect(document.activeElement).toBe(field('Mobile'));
    await settle();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('in the last field sends the form, once, and not again while it is being sent', async () => {
    const onFinish = vi.fn();
    const { rerender } = render(<Three onFinish={onFinish} />);
    fireEvent.change(field('Name'), { target: { value: '张三' } });
    fireEvent.change(field('Note'), { target: { value: '下午' } });
    expect(enterIn(field('Note'))).toBe(true);
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toMatchObject({ name: '张三', note: '下午' });

    rerender(<Three onFinish={onFinish} submitting />);
    enterIn(field('Note'));
    await settle();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('in a text area leaves the new line to it and stays', async () => {
    const onFinish = vi.fn();
    render(<Three onFinish={onFinish} last={<Input.TextArea />} />);
    expect(enterIn(field('Note'))).toBe(false); // the text area's own Enter: a new line
    expect(document.activeElement).toBe(field('Note'));
    await settle();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('in an open select leaves the choice to it', () => {
    render(
      <EnterForm name="pick">
        <Form.Item name="kind" label="Kind">
          <Select open options={[{ value: 1, label: 'One' }]} />
        </Form.Item>
        <Form.Item name="other" label="Other">
          <Input />
        </Form.Item>
      </EnterForm>,
    );
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    kind.focus();
    fireEvent.keyDown(kind, { key: 'Enter' });
    expect(document.activeElement).toBe(kind);
  });

  it('in an open date panel leaves the Enter to it (it commits the day), even in the last field', async () => {
    const onFinish = vi.fn();
    render(
      <EnterForm name="day" onFinish={onFinish}>
        <Form.Item name="amount" label="Amount">
          <Input />
        </Form.Item>
        <Form.Item name="paidOn" label="Paid on">
          <DatePicker open />
        </Form.Item>
      </EnterForm>,
    );
    const day = screen.getByLabelText('Paid on');
    day.focus();
    fireEvent.keyDown(day, { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 50));
    expect(onFinish).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(day);
  });

  it('stops once at a radio group (its chosen radio) and skips a shown, read-only figure', () => {
    render(
      <EnterForm name="stops" initialValues={{ order: 2 }}>
        <Form.Item name="amount" label="Amount">
          <Input />
        </Form.Item>
        <Form.Item label="Bank">
          <Input readOnly aria-label="Bank" value="ICBC" />
        </Form.Item>
        <Form.Item name="order" label="Order">
          <Radio.Group
            options={[
              { value: 1, label: 'First' },
              { value: 2, label: 'Second' },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label="Remark">
          <Input />
        </Form.Item>
      </EnterForm>,
    );
    enterIn(field('Amount'));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Second' }));
    enterIn(screen.getByRole('radio', { name: 'Second' }));
    expect(document.activeElement).toBe(field('Remark'));
  });

  it('leaves a nested form its own fields and its own last Enter', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <EnterForm name="outer" onFinish={outer}>
        <Form.Item name="a" label="A">
          <Input />
        </Form.Item>
        <Form.Item name="b" label="B">
          <Input />
        </Form.Item>
        <EnterForm name="inner" component="div" onFinish={inner}>
          <Form.Item name="c" label="C">
            <Input />
          </Form.Item>
          <Form.Item name="d" label="D">
            <Input />
          </Form.Item>
        </EnterForm>
      </EnterForm>,
    );
    enterIn(field('B'));
    await waitFor(() => expect(outer).toHaveBeenCalledTimes(1));
    enterIn(field('C'));
    expect(document.activeElement).toBe(field('D'));
    enterIn(field('D'));
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('in a scope walks two forms as one, and the last field of the second sends them', async () => {
    const save = vi.fn();
    render(
      <EnterScope onEnterSubmit={save}>
        <EnterForm name="first">
          <Form.Item name="a" label="A">
            <Input />
          </Form.Item>
          <Form.Item name="b" label="B">
            <Input />
          </Form.Item>
        </EnterForm>
        <EnterForm name="second">
          <Form.Item name="c" label="C">
            <Input />
          </Form.Item>
        </EnterForm>
      </EnterScope>,
    );
    enterIn(field('B'));
    expect(document.activeElement).toBe(field('C'));
    expect(save).not.toHaveBeenCalled();
    enterIn(field('C'));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
