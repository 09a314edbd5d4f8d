import type { CollectionGaps, Gap, NotHelpfulGap } from './docs-gaps.js';

const closestLine = (gap: Gap) =>
  gap.closest
    ? `closest page: ${gap.closest.path} (${gap.closest.title})`
    : 'closest page: none (nothing in the docs matches)';

function gapLines(gap: Gap | NotHelpfulGap): string[] {
  const lines = [
    `  ${String(gap.count).padStart(5)}×  ${gap.text}`,
    `          ${closestLine(gap)}`,
  ];
  if ('reasons' in gap) {
    for (const reason of gap.reasons) lines.push(`          reader: "${reason}"`);
    if (gap.pages.length > 0) lines.push(`          asked on: ${gap.pages.join(', ')}`);
  }
  return lines;
}

function part(title: string, gaps: readonly (Gap | NotHelpfulGap)[]): string[] {
  if (gaps.length === 0) return [`${title}: none`];
  return [`${title}:`, ...gaps.flatMap(gapLines)];
}

/** The report as plain text, for a maintainer's terminal: one block per collection. */
export function formatReport(collections: readonly CollectionGaps[]): string {
  if (collections.length === 0) return 'No collections in this data directory.\n';
  const blocks = collections.map((gaps) =>
    [
      `Collection ${gaps.collection}: the docs gaps to write next, most frequent first`,
      '',
      ...part('Questions with no good source (answers declined)', gaps.declined),
      '',
      ...part('Searches with no results', gaps.searchesWithoutResults),
      '',
      ...part('Answers marked not helpful', gaps.notHelpful),
    ].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
