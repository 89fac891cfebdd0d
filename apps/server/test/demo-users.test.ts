import { describe, expect, it } from 'vitest';
import { DEMO_USERS as SEEDED } from '../src/seed/demo-users';
import { DEMO_USERS } from './helpers/demo-users';

describe("the tests' DEMO_USERS", () => {
  it('names every seeded demo user exactly once', () => {
    const named = Object.values(DEMO_USERS).map((u) => u.mobile);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(SEEDED.map((u) => u.mobile).sort());
  });
});
