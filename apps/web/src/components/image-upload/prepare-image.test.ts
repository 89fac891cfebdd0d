import { describe, expect, it } from 'vitest';
import { hasType, needsCompression, overLimit } from './prepare-image';

describe('preparing a picked image', () => {
  it.each([
    [{ type: 'image/jpeg', name: 'a.jpg' }, 'jpeg', true],
    [{ type: 'image/png', name: 'a.png' }, 'jpeg', false],
    [{ type: 'image/png', name: 'a.jpg' }, 'png', true],
    [{ type: '', name: 'A.JPG' }, 'jpeg', true],
    [{ type: '', name: 'a.jpeg' }, 'jpeg', true],
    [{ type: '', name: 'a.webp' }, 'webp', true],
    [{ type: '', name: 'a.gif' }, 'png', false],
  ] as const)('%j has type %s: %s', (file, type, expected) => {
    expect(hasType(file, type)).toBe(expected);
  });

  it.each([
    [2_097_152, true, false],
    [2_097_153, true, true],
    [2_097_153, false, false],
    [10, true, false],
  ])('%i bytes, compression on: %s → compress: %s', (size, enabled, expected) => {
    expect(needsCompression(size, enabled)).toBe(expected);
  });

  it.each([
    [15360 * 1024, 15360, false],
    [15360 * 1024 + 1, 15360, true],
    [401 * 1024, 400, true],
  ])('%i bytes against %i KB → over: %s', (size, kb, expected) => {
    expect(overLimit(size, kb)).toBe(expected);
  });
});
