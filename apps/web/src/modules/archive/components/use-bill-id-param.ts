/** The bill a bookmarked archive page is for: `?billId=`, or `?id=` as the spec's pages link it; null when missing or bad. */
export function useBillIdParam(search: URLSearchParams): number | null {
  const n = Number(search.get('billId') ?? search.get('id'));
  return Number.isInteger(n) && n > 0 ? n : null;
}
