import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions.adapter';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0x05, 0x00, 0, 0, 0x02, 0xd0]);
const gif = bytes('GIF89a', [0x40, 0x01, 0xf0, 0x00]);
const bmp = bytes('BM', new Array(16).fill(0), [0x20, 0, 0, 0], [0xf0, 0xff, 0xff, 0xff]);
const jpeg = bytes(
  [0xff, 0xd8],
  [0xff, 0xe0, 0x00, 0x10],
  'JFIF',
  new Array(10).fill(0),
  [0xff, 0xdb, 0x00, 0x04, 0, 0],
  [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x18, 0x03],
  new Array(9).fill(0),
);
const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body);
const vp8 = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x90, 0x01, 0x2c, 0x01]);
// VP8L: signature 0x2f, then 14 bits width-1 and 14 bits height-1 (here 400 × 300).
const vp8l = riff('VP8L', [
  0x2f,
  399 & 0xff,
  ((399 >> 8) & 0x3f) | ((299 & 0x3) << 6),
  (299 >> 2) & 0xff,
  (299 >> 10) & 0xf,
  0,
  0,
  0,
  0,
  0,
]);
const vp8x = riff('VP8X', [0, 0, 0, 0, 0x8f, 0x01, 0x00, 0x2b, 0x01, 0x00]);

describe('imageDimensions', () => {
  it.each([
    ['image/png', png, { width: 1280, height: 720 }],
    ['image/gif', gif, { width: 320, height: 240 }],
    ['image/bmp (top-down, negative height)', bmp, { width: 32, height: 16 }],
    ['image/jpeg', jpeg, { width: 24, height: 16 }],
    ['image/webp (VP8)', vp8, { width: 400, height: 300 }],
    ['image/webp (VP8L)', vp8l, { width: 400, height: 300 }],
    ['image/webp (VP8X)', vp8x, { width: 400, height: 300 }],
  ])('%s', (label, data, expected) => {
    expect(imageDimensions(label.split(' ')[0] ?? '', data)).toEqual(expected);
  });

  it.each([
    ['image/png', png.subarray(0, 20)],
    ['image/jpeg', bytes([0xff, 0xd8, 0x00, 0x00], new Array(20).fill(0))],
    ['image/webp', riff('ABCD', new Array(20).fill(0))],
    ['application/pdf', png],
  ])('%s that cannot be read gives null', (mime, data) => {
    expect(imageDimensions(mime, data)).toBeNull();
  });
});
