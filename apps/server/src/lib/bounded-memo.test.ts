import { describe, expect, it } from 'vitest';
import { createBoundedMemo } from './bounded-memo';

describe('createBoundedMemo', () => {
  it('makes each key once, keeps undefined answers too, and forgets all past its bound', () => {
    const memo = createBoundedMemo<string | undefined>(2);
    let made = 0;
    const make = (answer: string | undefined) => () => (made++, answer);
    expect(memo('a', make('A'))).toBe('A');
    expect(memo('a', make('other'))).toBe('A');
    expect(memo('none', make(undefined))).toBeUndefined();
    expect(memo('none', make('other'))).toBeUndefined();
    expect(made).toBe(2);
    expect(memo('c', make('C'))).toBe('C'); // the third key: the first two are forgotten
    expect(memo('a', make('A again'))).toBe('A again');
    expect(made).toBe(4);
  });
});
