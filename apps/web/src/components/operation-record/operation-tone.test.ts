import { describe, expect, it } from 'vitest';
import { operationTone } from './operation-tone';

describe('operation record colour by code (spec 001 §4)', () => {
  it.each([
    [1, 'neutral'],
    [6, 'neutral'],
    [7, 'error'],
    [3, 'error'],
    [-2, 'error'],
    [-3, 'error'],
    [-4, 'error'],
    [15, 'error'],
    [0, 'warning'],
    [4, 'warning'],
    [5, 'warning'],
    [14, 'warning'],
    [2, 'success'],
    [8, 'success'],
    [-1, 'success'],
    [99, 'success'],
  ])('code %i is %s', (code, tone) => expect(operationTone(code)).toBe(tone));
});
