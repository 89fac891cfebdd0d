import { describe, expect, it } from 'vitest';
import { nodeTitle, partyName } from './final-format';

describe('final-review formatting', () => {
  it('names parties and nodes, with a dash for none', () => {
    expect(partyName('guomin', 'zh-CN')).toBe('国民');
    expect(partyName('hnxiaodai', 'en-US')).toBe('Hainan small-loan');
    expect(partyName(null, 'zh-CN')).toBe('—');
    expect(nodeTitle('final', 'zh-CN')).toBe('风控终审');
    expect(nodeTitle(null, 'zh-CN')).toBe('—');
  });
});
