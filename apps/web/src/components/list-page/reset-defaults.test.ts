import { describe, expect, it } from 'vitest';
import { resetDefaults } from './reset-defaults';

const ALL = 'all20180808';

describe('resetDefaults (spec 001 §2, §4)', () => {
  it('starts every list on all salespeople', () => {
    expect(resetDefaults()).toEqual({ salesId: ALL });
    expect(resetDefaults({ listUrl: '/v1/firm/list' } as { defaults?: never })).toEqual({ salesId: ALL });
  });

  it('adds the route’s own defaults from the source, leaving out names without a value', () => {
    expect(resetDefaults({ defaults: { status: '2', keyword: undefined } })).toEqual({ salesId: ALL, status: '2' });
  });
});
