import { answerRequestSchema } from '@hlf-docs/search-client/protocol';
import { z } from 'zod';
import { documentTitle } from '../answer/document-text.js';
import { pageOfHit } from '../answer/page-preference.js';
import { findSources } from '../answer/sources.js';
import type { CollectionState } from '../storage/collection-state.js';
import type { ReceivedEvent } from '../storage/operations.js';
import { normaliseQuestion } from '../storage/question-tally.js';
import type { CollectionOnDisk } from './read-collection.js';

/** The page nearest to a question in today's docs: what to extend, or where to link from. */
export interface ClosestPage {
  path: string;
  title: string;
}

/** One gap: a question or search, how often it came, and the page nearest to it. */
export interface Gap {
  text: string;
  count: number;
  closest: ClosestPage | null;
}

export interface NotHelpfulGap extends Gap {
  /** What readers wrote about why (distinct, at most three). */
  reasons: string[];
  /** The pages the readers were on (distinct). */
  pages: string[];
}

/** The docs gaps of one collection, most frequent first. */
export interface CollectionGaps {
  collection: string;
  /** Questions the service declined: no section holds their key terms. */
  declined: Gap[];
  /** Searches of the site's search box that found nothing (its analytics telemetry). */
  searchesWithoutResults: Gap[];
  /** Answers readers marked as not helpful (feedback). */
  notHelpful: NotHelpfulGap[];
}

/** The nearest page for a text, by the answers' own retrieval over the collection as it is now. */
export function closestPage(state: CollectionState, text: string): ClosestPage | null {
  const request = z.safeParse(answerRequestSchema, { query: text });
  if (!request.success) return null;
  const first = findSources(state, request.data).sources[0];
  if (!first) return null;
  return {
    path: pageOfHit(first),
    title: documentTitle(first.document).split(' › ').at(-1) ?? '',
  };
}

const mostFrequentFirst = <T extends { count: number; text: string }>(items: T[]): T[] =>
  items.sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));

/** Counts per normalised text, keeping the first wording seen and what each entry adds. */
function tally<T>(
  entries: readonly { text: string; extra: T }[],
): { text: string; count: number; extras: T[] }[] {
  const groups = new Map<string, { text: string; count: number; extras: T[] }>();
  for (const { text, extra } of entries) {
    const key = normaliseQuestion(text);
    if (key === '') continue;
    const group = groups.get(key) ?? { text: text.trim(), count: 0, extras: [] };
    group.count += 1;
    group.extras.push(extra);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The text of a search record: what the reader typed, else the term searched. */
function searchText(record: unknown): string {
  if (typeof record !== 'object' || record === null) return '';
  const { rawSearchString, query } = record as { rawSearchString?: unknown; query?: unknown };
  if (typeof rawSearchString === 'string' && rawSearchString.trim() !== '') return rawSearchString;
  const term = (query as { term?: unknown } | null)?.term;
  return typeof term === 'string' ? term : '';
}

function searchesWithoutResults(events: readonly ReceivedEvent[]): { text: string; extra: null }[] {
  return events
    .filter((event) => event.kind === 'telemetry')
    .flatMap((event) => {
      const records = (event.payload as { events?: unknown } | null)?.events;
      return Array.isArray(records) ? records : [];
    })
    .filter((record) => (record as { resultsCount?: unknown }).resultsCount === 0)
    .map((record) => ({ text: searchText(record), extra: null }));
}

interface FeedbackPayload {
  query: string;
  helpful: boolean;
  reason?: string;
  path?: string;
}

function notHelpfulFeedback(events: readonly ReceivedEvent[]) {
  return events
    .filter((event) => event.kind === 'feedback')
    .map((event) => event.payload as FeedbackPayload)
    .filter((feedback) => feedback.helpful === false && typeof feedback.query === 'string')
    .map((feedback) => ({ text: feedback.query, extra: feedback }));
}

const distinct = (values: (string | undefined)[], most = Infinity) =>
  [...new Set(values.filter((value): value is string => Boolean(value?.trim())))].slice(0, most);

/**
 * What the maintainers should write next, for one collection: the declined questions (from the
 * counts the service keeps), the searches that found nothing and the answers marked not helpful,
 * each most frequent first with the page nearest to it in the docs as they are now; at most
 * `limit` of each.
 */
export function docsGaps(collection: CollectionOnDisk, limit: number): CollectionGaps {
  const { state } = collection;
  const closest = (text: string) => closestPage(state, text);
  const declined = mostFrequentFirst(
    collection.questions
      .filter((question) => question.declined > 0)
      .map((question) => ({ text: question.example, count: question.declined, closest: null })),
  )
    .slice(0, limit)
    .map((gap) => ({ ...gap, closest: closest(gap.text) }));
  const searches = mostFrequentFirst(
    tally(searchesWithoutResults(collection.events)).map(({ text, count }) => ({
      text,
      count,
      closest: null,
    })),
  )
    .slice(0, limit)
    .map((gap) => ({ ...gap, closest: closest(gap.text) }));
  const notHelpful = mostFrequentFirst(
    tally(notHelpfulFeedback(collection.events)).map(({ text, count, extras }) => ({
      text,
      count,
      closest: null as ClosestPage | null,
      reasons: distinct(
        extras.map((feedback) => feedback.reason),
        3,
      ),
      pages: distinct(extras.map((feedback) => feedback.path)),
    })),
  )
    .slice(0, limit)
    .map((gap) => ({ ...gap, closest: closest(gap.text) }));
  return {
    collection: state.meta.id,
    declined,
    searchesWithoutResults: searches,
    notHelpful,
  };
}
