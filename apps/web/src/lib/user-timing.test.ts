import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureSince } from './user-timing';

afterEach(() => vi.restoreAllMocks());

describe('measureSince', () => {
  it('records an entry from the start to now under its name', () => {
    const measure = vi.spyOn(performance, 'measure').mockImplementation(() => undefined as never);
    vi.spyOn(performance, 'now').mockReturnValue(250);
    measureSince('lc:x', 100);
    expect(measure).toHaveBeenCalledWith('lc:x', { start: 100, end: 250 });
  });

  it('a browser whose measure refuses the options records nothing and throws nothing', () => {
    vi.spyOn(performance, 'measure').mockImplementation(() => {
      throw new TypeError('Failed to execute measure');
    });
    expect(() => measureSince('lc:x', 0)).not.toThrow();
  });
});
