import { describe, expect, it } from 'vitest';
import { isNativeAppAgent } from './native-app';

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('native app detection', () => {
  it.each([
    [`${ANDROID_WEBVIEW} LcStaffApp/2.3.1`, true],
    [`${IPHONE_SAFARI.replace(' Safari/604.1', '')} LcStaffApp/2.3.1`, true],
    ['LcStaffApp', true],
    ['Mozilla/5.0 (LcStaffApp; iOS 17)', true],
    [ANDROID_WEBVIEW, false],
    [IPHONE_SAFARI, false],
    ['Mozilla/5.0 NotLcStaffApp/1.0', false],
    ['Mozilla/5.0 LcStaffAppX/1.0', false],
    ['', false],
  ])('%s → %s', (ua, expected) => expect(isNativeAppAgent(ua)).toBe(expected));
});
