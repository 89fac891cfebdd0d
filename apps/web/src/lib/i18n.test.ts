import { describe, expect, it } from 'vitest';
import { browserLocale } from './i18n';

describe('a first visit follows the browser', () => {
  it('takes the first language the console speaks', () => {
    expect(browserLocale(['en-GB', 'zh-CN'])).toBe('en-US');
    expect(browserLocale(['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(browserLocale(['fr-FR', 'en'])).toBe('en-US');
  });

  it('falls back to Chinese for a browser speaking neither', () => {
    expect(browserLocale(['fr-FR', 'de'])).toBe('zh-CN');
    expect(browserLocale([])).toBe('zh-CN');
  });
});
