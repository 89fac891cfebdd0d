import { describe, expect, it } from 'vitest';
import { beforeSignOut, runBeforeSignOut } from './before-sign-out';

describe('beforeSignOut', () => {
  it('runs each registered task once, waits for it, and skips removed ones', async () => {
    const ran: string[] = [];
    beforeSignOut(async () => {
      await new Promise((r) => setTimeout(r, 20));
      ran.push('lock');
    });
    const remove = beforeSignOut(async () => {
      ran.push('removed');
    });
    remove();
    beforeSignOut(() => Promise.reject(new Error('offline')));
    await runBeforeSignOut();
    expect(ran).toEqual(['lock']);
    await runBeforeSignOut();
    expect(ran).toEqual(['lock']);
  });

  it('does not wait past its limit for a task that hangs', async () => {
    beforeSignOut(() => new Promise(() => undefined));
    const started = Date.now();
    await runBeforeSignOut(50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
