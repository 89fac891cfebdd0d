import { describe, expect, it } from 'vitest';
import { hexToBytes, imageKeyUrl, sniffImageMime, splitEncryptedImage, startsLikeJpegOrPng } from './encrypted-image';
import { imageTypeLabel, uploadMessage } from './upload.constants';

describe('encrypted image payload', () => {
  it('splits marker, nonce and sealed body', () => {
    const bytes = new Uint8Array([0x4c, 0x43, 0x45, 0x31, ...Array.from({ length: 12 }, (_, i) => i), ...new Array(20).fill(9)]);
    const { iv, sealed } = splitEncryptedImage(bytes);
    expect([...iv]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(sealed.length).toBe(20);
  });

  it.each([
    ['too short', new Uint8Array([0x4c, 0x43, 0x45, 0x31, 1, 2])],
    ['a plain JPEG', new Uint8Array([0xff, 0xd8, 0xff, ...new Array(40).fill(0)])],
  ])('refuses %s', (_label, bytes) => {
    expect(() => splitEncryptedImage(bytes)).toThrow('not an encrypted image');
  });

  it('reads hex and refuses what is not hex', () => {
    expect([...hexToBytes('00ff10Ab')]).toEqual([0, 255, 16, 171]);
    expect(() => hexToBytes('abc')).toThrow();
    expect(() => hexToBytes('zz')).toThrow();
  });

  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg', true],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png', true],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif', false],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'image/webp', false],
    [[0x42, 0x4d, 0, 0], 'image/bmp', false],
    [[0x4c, 0x43, 0x45, 0x31], 'image/jpeg', false],
  ])('sniffs %j as %s (JPEG/PNG magic: %s)', (bytes, mime, jpegOrPng) => {
    expect(sniffImageMime(new Uint8Array(bytes))).toBe(mime);
    expect(startsLikeJpegOrPng(new Uint8Array(bytes))).toBe(jpegOrPng);
  });

  it('names the key endpoint beside the image', () => {
    expect(imageKeyUrl('/api/upload/v2/image/abc')).toBe('/api/upload/v2/image/abc/key');
    expect(imageKeyUrl('/api/upload/v2/image/abc/')).toBe('/api/upload/v2/image/abc/key');
  });

  it('words the spec messages with their numbers, jpeg shown as jpg', () => {
    expect(uploadMessage('tooLarge', 'zh-CN', { n: 15360 })).toBe('图片文件不能超过15360Kb');
    expect(uploadMessage('requiredType', 'zh-CN', { type: imageTypeLabel('jpeg') })).toBe('请上传jpg格式的图片');
    expect(uploadMessage('tooMany', 'en-US', { n: 3 })).toBe('At most 3 images, please choose again');
    expect(uploadMessage('loadFailed', 'zh-CN', { n: 2 })).toBe('2张图片加载失败');
  });
});
