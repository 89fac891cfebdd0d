import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { describe, expect, it, vi } from 'vitest';
import { bindFeedback, pushAlert, toast } from './feedback';

describe('the global message queue (spec 001 §2)', () => {
  it('shows the first message, the next when it is closed, and never the same waiting message twice', () => {
    const shown: { content: string; close: () => void }[] = [];
    const open = vi.fn((config: { content?: unknown; onOk?: () => void }) => {
      shown.push({ content: String(config.content), close: () => config.onOk?.() });
      return { destroy: () => undefined, update: () => undefined, then: () => undefined };
    });
    const modal = { error: open, warning: open } as unknown as HookAPI;
    const message = { error: vi.fn(), warning: vi.fn() } as unknown as MessageInstance;
    bindFeedback(message, modal);

    pushAlert('第一条', '提示');
    pushAlert('第二条', '提示', 'warning');
    pushAlert('第二条', '提示', 'warning');
    expect(shown.map((s) => s.content)).toEqual(['第一条']);
    shown[0]!.close();
    expect(shown.map((s) => s.content)).toEqual(['第一条', '第二条']);
    shown[1]!.close();
    expect(open).toHaveBeenCalledTimes(2);

    toast.error('网络异常');
    toast.error('网络异常');
    expect(message.error).toHaveBeenCalledTimes(1);
  });
});
