import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameFrom(`attachment; filename="export.zip"; filename*=UTF-8''${encodeURIComponent('审计导出.zip')}`, 'x')).toBe(
      '审计导出.zip',
    );
    expect(fileNameFrom('attachment; filename="a.zip"', 'x')).toBe('a.zip');
    expect(fileNameFrom(null, 'fallback.zip')).toBe('fallback.zip');
  });
});
