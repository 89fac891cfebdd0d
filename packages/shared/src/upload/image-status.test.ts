import { describe, expect, it } from 'vitest';
import { type ImageItem, dropUpload, exceedsMax, finishUpload, removeImage, setProgress, statusOf, visibleImages } from './image-status';

const item = (id: string, status?: ImageItem['status']): ImageItem => ({ id, status, imageUrl: `/api/upload/v2/image/${id}` });

describe('image status (spec 001 §4)', () => {
  it.each([
    [undefined, 3],
    [null, 3],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
  ] as const)('status %s counts as %i', (status, expected) => {
    expect(statusOf({ status })).toBe(expected);
  });

  it.each([
    ['an existing image (3) is soft-removed to 0', item('a', 3), [{ ...item('a', 3), status: 0 }]],
    ['an image without status counts as 3', item('a'), [{ ...item('a'), status: 0 }]],
    ['a new image (2) leaves the list', item('a', 2), []],
    ['an uploading image (1) leaves the list', item('a', 1), []],
  ] as const)('remove: %s', (_label, start, expected) => {
    expect(removeImage([start, item('b', 3)], 'a')).toEqual([...expected, item('b', 3)]);
  });

  it('finishing an upload moves 1 to 2, takes the reply’s locations and drops the local preview', () => {
    const uploading: ImageItem = { id: 'n', status: 1, url: 'blob:x', percent: 80, unNeedDecrypt: true };
    expect(finishUpload([uploading], 'n', { authUrl: '/api/a', originalUrl: '/o' })).toEqual([
      { id: 'n', status: 2, imageUrl: '/api/a', originalUrl: '/o', unNeedDecrypt: false },
    ]);
    expect(finishUpload([uploading], 'n', 'https://cdn/x.jpg')).toEqual([
      { id: 'n', status: 2, imageUrl: 'https://cdn/x.jpg', originalUrl: 'https://cdn/x.jpg', unNeedDecrypt: true },
    ]);
  });

  it('an upload removed while in flight stays removed; others are untouched', () => {
    expect(finishUpload([item('a', 3)], 'n', 'x')).toEqual([item('a', 3)]);
    expect(finishUpload([item('n', 0)], 'n', 'x')).toEqual([item('n', 0)]);
  });

  it('progress applies only to an uploading entry; a failed upload is dropped', () => {
    expect(setProgress([item('n', 1), item('a', 3)], 'n', 40)).toEqual([{ ...item('n', 1), percent: 40 }, item('a', 3)]);
    expect(setProgress([item('a', 3)], 'a', 40)).toEqual([item('a', 3)]);
    expect(dropUpload([item('n', 1), item('a', 3)], 'n')).toEqual([item('a', 3)]);
    expect(dropUpload([item('a', 3)], 'a')).toEqual([item('a', 3)]);
  });

  it.each([
    [[3, 3], 1, 3, false],
    [[3, 3, 2], 1, 3, true],
    [[0, 0, 3], 2, 3, false],
    [[null, 1], 2, 3, true],
    [[3, 3, 3, 3], 10, undefined, false],
  ] as const)('max: statuses %j plus %i new against %s → over: %s', (statuses, adding, max, expected) => {
    const items = statuses.map((s, i) => item(String(i), s));
    expect(exceedsMax(items, adding, max)).toBe(expected);
    expect(visibleImages(items).every((i) => statusOf(i) !== 0)).toBe(true);
  });
});
