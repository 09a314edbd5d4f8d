import { gzipSync } from 'node:zlib';
import { encodeIndex } from '../../plugins/search-index/encodeIndex';
import type { PageSections } from '../../plugins/search-index/buildSections';
import { mean } from './metrics';

export interface SizeProjection {
  /** Pages the projection is for. */
  pages: number;
  /** Index file size (gzip -9) projected for that many pages. */
  gzipBytes: number;
  /** Exponent b of the fit size = a · pages^b: under 1 because pages share a vocabulary. */
  exponent: number;
}

/**
 * Projects the index file's size to `pages` pages from how it grows over random subsets of
 * today's pages: a straight line through the log-log means (least squares). Written pages stand
 * for the ones still to come, so the figure holds only if those are like them.
 */
export function projectIndexSize(
  pages: readonly PageSections[],
  targetPages: number,
  samplesPerSize = 12,
): SizeProjection {
  // A fixed seed: the same pages give the same projection on every run.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sample = (count: number) => {
    const pool = [...pages];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  };
  const gzipBytes = (subset: readonly PageSections[]) =>
    gzipSync(JSON.stringify(encodeIndex([...subset])), { level: 9 }).length;

  const points: { x: number; y: number }[] = [];
  for (let count = Math.ceil(pages.length / 4); count < pages.length; count += 4) {
    const sizes = Array.from({ length: samplesPerSize }, () => gzipBytes(sample(count)));
    points.push({ x: Math.log(count), y: Math.log(mean(sizes)) });
  }
  points.push({ x: Math.log(pages.length), y: Math.log(gzipBytes(pages)) });
  const meanX = mean(points.map((point) => point.x));
  const meanY = mean(points.map((point) => point.y));
  const exponent =
    points.reduce((sum, { x, y }) => sum + (x - meanX) * (y - meanY), 0) /
    points.reduce((sum, { x }) => sum + (x - meanX) ** 2, 0);
  const logScale = meanY - exponent * meanX;
  return {
    pages: targetPages,
    gzipBytes: Math.round(Math.exp(logScale + exponent * Math.log(targetPages))),
    exponent,
  };
}
