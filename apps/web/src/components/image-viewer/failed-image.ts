/** Spec 001 §8: what a failed image shows instead (a grey tile with a broken-picture mark). */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="104" viewBox="0 0 104 104">
<rect width="104" height="104" fill="#f5f5f5"/>
<path d="M32 36h40v32H32z" fill="none" stroke="#8c8c8c" stroke-width="3"/>
<path d="M36 62l10-12 8 9 6-6 8 9" fill="none" stroke="#8c8c8c" stroke-width="3"/>
<path d="M28 76L76 28" stroke="#cf1322" stroke-width="3"/>
</svg>`;
export const FAILED_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
