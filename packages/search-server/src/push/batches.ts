export interface BatchLimits {
  /** Most items in one batch. */
  maxCount: number;
  /** Most bytes of JSON in one batch; an item larger than this goes alone. */
  maxBytes: number;
}

/**
 * Consecutive slices of `items` within both limits, so no request body passes the service's
 * size limit (16 MiB by default) however long the sections are.
 */
export function batches<T>(items: readonly T[], limits: BatchLimits): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  let bytes = 2; // the brackets of the JSON array
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1; // and its comma
    if (
      current.length > 0 &&
      (current.length >= limits.maxCount || bytes + size > limits.maxBytes)
    ) {
      result.push(current);
      current = [];
      bytes = 2;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) result.push(current);
  return result;
}
