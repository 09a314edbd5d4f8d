/**
 * A duration for people (PROTOCOL.md, "Durations"): below a second in whole milliseconds
 * (`"42ms"`), otherwise seconds, whole (`"2s"`) or with one decimal (`"1.2s"`).
 */
export function formatDuration(ms: number): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) {
    throw new TypeError(`formatDuration needs a finite number of milliseconds, got ${String(ms)}`);
  }
  const rounded = Math.round(ms);
  if (rounded < 1000) return `${rounded}ms`;
  const seconds = Math.round(ms / 100) / 10;
  return Number.isInteger(seconds) ? `${seconds}s` : `${seconds.toFixed(1)}s`;
}
