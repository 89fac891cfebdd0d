import { MOBILE_USER_AGENT } from '@lc/shared';

/** Spec 001 §9: phones and tablets get the full-screen preview, desktops the viewer. */
export const isMobileAgent = (userAgent: string) => MOBILE_USER_AGENT.test(userAgent);
export const isMobileDevice = () => typeof navigator !== 'undefined' && isMobileAgent(navigator.userAgent);
