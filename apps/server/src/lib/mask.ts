/** Masks for logs: personal data never reaches a log line in the clear. */
export const maskMobile = (mobile: string) => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****');
