/**
 * Spec 001 §2: "Inside the native mobile apps the header is hidden." The spec does not say how the
 * app is told apart; ours is a token the staff app's WebView appends to its user agent,
 * `LcStaffApp/<version>` (an ordinary phone browser shows the header as usual).
 */
export const NATIVE_APP_UA_TOKENS = ['LcStaffApp'] as const;

const pattern = new RegExp(`(^|[\\s;(])(${NATIVE_APP_UA_TOKENS.join('|')})(/[\\w.]+)?($|[\\s;)])`);

export const isNativeAppAgent = (userAgent: string) => pattern.test(userAgent);
export const isNativeApp = () => typeof navigator !== 'undefined' && isNativeAppAgent(navigator.userAgent);
