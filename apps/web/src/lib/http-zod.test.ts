import { bankCardInput } from '@lc/shared';
import type { FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showServerError } from '@/components/config-form/server-error';
import { pushAlert, toast } from './feedback';
import { ApiError, request } from './http';

vi.mock('./feedback', () => ({ pushAlert: vi.fn(), toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('./telemetry', () => ({ reportError: vi.fn() }));
vi.mock('./session', () => ({ endSession: vi.fn(), sessionEndedHere: vi.fn(() => false) }));

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** Everything the client put on the screen: toasts and dialogs. */
const shown = () =>
  [...vi.mocked(toast.error).mock.calls, ...vi.mocked(toast.warning).mock.calls, ...vi.mocked(pushAlert).mock.calls].map((c) => c[0]);

/** A form with these fields, recording what it was told to show beside them. */
function fakeForm(fields: string[]) {
  const set: { name: unknown; errors: string[] }[] = [];
  const form = {
    getFieldsError: () => fields.map((f) => ({ name: [f], errors: [], warnings: [] })),
    setFields: (entries: { name: unknown; errors: string[] }[]) => set.push(...entries),
    scrollToField: () => undefined,
  } as unknown as FormInstance;
  return { form, set };
}

const zodIssues = () => {
  const parsed = bankCardInput.safeParse({ cardNo: '', accountName: '', reservedMobile: '', status: 1 });
  if (parsed.success) throw new Error('the empty card passed');
  return parsed.error;
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('no zod issue array reaches the screen (issue 29)', () => {
  it('a reply whose message is the JSON of zod issues is shown as their messages', async () => {
    const error = zodIssues();
    reply(400, { code: 400, msg: error.message, data: null });
    const caught = await request({ path: '/v1/x', method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(caught).toBeInstanceOf(ApiError);
    const texts = [...shown(), (caught as ApiError).message];
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      expect(text).not.toMatch(/[[\]{}]|"code"|"path"/);
    }
    expect((caught as ApiError).message).toContain('请填写银行卡号');
  });

  it('a refused parse of a shared schema shows each message beside its field, and nothing above the form', () => {
    const { form, set } = fakeForm(['borrowerId', 'cardNo', 'accountName', 'reservedMobile', 'status']);
    expect(showServerError(form, zodIssues())).toBeNull();
    const names = set.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['borrowerId', 'cardNo', 'accountName', 'reservedMobile']));
    for (const s of set) for (const text of s.errors) expect(text).not.toMatch(/[[\]{}]/);
  });

  it('a refusal of the form’s own check (validateFields) leaves its fields to speak: nothing above the form', () => {
    const { form } = fakeForm(['cardNo']);
    const refusal = { errorFields: [{ name: ['cardNo'], errors: ['请填写银行卡号'] }], values: {}, outOfDate: false };
    expect(showServerError(form, refusal)).toBeNull();
  });

  it('issues of no field on the form come back as one line of plain messages', () => {
    const { form, set } = fakeForm(['status']);
    const problem = showServerError(form, zodIssues());
    expect(set).toEqual([]);
    expect(problem).toBeTruthy();
    expect(problem).not.toMatch(/[[\]{}]|"code"/);
  });
});
