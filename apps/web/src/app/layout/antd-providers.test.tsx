import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdProviders } from './antd-providers';

/** The system's reduced-motion setting, changeable while the page is open. */
function stubMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => (media === '(prefers-reduced-motion: reduce)' ? query : { matches: false }));
  return (next: boolean) => {
    reduce = next;
    listeners.forEach((listener) => listener());
  };
}

/** What antd's components read: whether they animate. */
function Motion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'moving' : 'still'}</output>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AntdProviders and reduced motion', () => {
  it("keeps antd's motions for a user who did not ask for less", () => {
    stubMotionSetting(false);
    render(<AntdProviders>{<Motion />}</AntdProviders>);
    expect(screen.getByRole('status').textContent).toBe('moving');
  });

  it('turns them off for a user who asked for reduced motion, and follows a change of the setting', () => {
    const change = stubMotionSetting(true);
    render(<AntdProviders>{<Motion />}</AntdProviders>);
    expect(screen.getByRole('status').textContent).toBe('still');
    act(() => change(false));
    expect(screen.getByRole('status').textContent).toBe('moving');
  });
});
