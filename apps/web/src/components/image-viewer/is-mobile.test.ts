import { describe, expect, it } from 'vitest';
import { isMobileAgent } from './is-mobile';

describe('mobile detection (spec 001 §9)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', true],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0)', true],
    ['Nokia5800/SymbianOS/9.4', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', false],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120', false],
  ])('%s → mobile: %s', (agent, expected) => {
    expect(isMobileAgent(agent)).toBe(expected);
  });
});
