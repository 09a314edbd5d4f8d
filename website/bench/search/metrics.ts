/** The page of a result path: the path without its `#anchor`. */
export const pageOf = (path: string) => path.split('#')[0]!;

/** Distinct pages in the order their first section ranks. */
export function rankedPages(paths: readonly string[]): string[] {
  return [...new Set(paths.map(pageOf))];
}

/** 1/rank of the first relevant page within the first 10, else 0. */
export function reciprocalRank(pages: readonly string[], expected: readonly string[]): number {
  const rank = pages.slice(0, 10).findIndex((page) => expected.includes(page));
  return rank === -1 ? 0 : 1 / (rank + 1);
}

/** Share of the relevant pages found among the first 5. */
export function recallAt5(pages: readonly string[], expected: readonly string[]): number {
  const top = pages.slice(0, 5);
  return expected.filter((page) => top.includes(page)).length / expected.length;
}

export function percentileOf(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
