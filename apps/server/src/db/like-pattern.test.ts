import { describe, expect, it } from 'vitest';
import { escapeLike, likeContains, likePrefix } from './like-pattern';

describe('LIKE patterns from typed text', () => {
  it('escapes the wildcards and the escape character itself', () => {
    expect(escapeLike('10%_a\\b')).toBe('10\\%\\_a\\\\b');
  });

  it('anchors a prefix at the start and a contains search at both ends', () => {
    expect(likePrefix('BJ_1')).toBe('BJ\\_1%');
    expect(likeContains('张%')).toBe('%张\\%%');
  });
});
