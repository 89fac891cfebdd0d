/** A rate as a percentage: '0.09600000' → '9.6%'. */
export const ratePercent = (rate: string) => `${Number((Number(rate) * 100).toFixed(6))}%`;
