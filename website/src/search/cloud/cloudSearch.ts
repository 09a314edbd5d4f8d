// Downloaded only in cloud mode, when the search dialog first needs it: the client and its
// analytics stay out of every local-mode page and of the dialog's own chunk.
import { CollectionManager, createAnalytics } from '@hlf-docs/search-client';
import type { Analytics, SearchResult } from '@hlf-docs/search-client';
import { searchEntrySchema } from '@hlf-docs/search-client/protocol';
import { distinctTerms, groupByPage, SNIPPET_LENGTH, snippetAround } from '@hlf-docs/search-text';
import type { PageHit, SectionHit } from '../engine';
import type { CloudSearchConfig } from '../useSearchMode';

/** How many sections one search asks the service for (pages are grouped from them). */
const SECTIONS_PER_SEARCH = 60;

/**
 * What the result list shows of a section: its headings, where it is, and a snippet of its text,
 * which our service cuts (SearchShape): 24 kB a keystroke instead of 77 kB of whole sections. A
 * service that ignores the shape sends whole sections, and toPages cuts the snippet itself, by
 * the same rule (@hlf-docs/search-text), so a reader sees the same excerpt either way.
 */
const SHAPE = {
  select: ['title', 'path', 'section', 'version', 'category'],
  snippet: { property: 'content', length: SNIPPET_LENGTH },
};

export interface CloudSearchResult {
  pages: PageHit[];
  /** Matching sections per category, from the service's facet. */
  categoryCounts: Record<string, number>;
  /** The round trip, as the client formats durations. */
  took: string;
}

export interface CloudSearch {
  search(query: string, version: string, signal: AbortSignal): Promise<CloudSearchResult>;
}

/** The service's hits as the result list shows local ones: sections grouped by page. */
export function toPages(result: SearchResult, query: string): PageHit[] {
  const terms = distinctTerms(query);
  const sections: SectionHit[] = [];
  result.hits.forEach((hit, index) => {
    const parsed = searchEntrySchema.safeParse(hit.document);
    // A document that is not one of the site's sections cannot be shown as a result.
    if (!parsed.success) return;
    const document = parsed.data;
    sections.push({
      score: hit.score,
      terms,
      entry: {
        id: index,
        title: document.title,
        content: snippetAround(document.content, terms),
        terms: '',
        code: '',
        questions: '',
        section: document.section || document.title,
        version: document.version,
        path: document.path,
        category: document.category === 'blog' ? 'blog' : 'default',
      },
    });
  });
  return groupByPage(sections, (hit) => hit.entry.path).map((page) => {
    const best = page.sections[0]!.entry;
    return {
      path: page.path,
      title: best.section,
      category: best.category,
      score: page.score,
      sections: page.sections,
    };
  });
}

/**
 * How long a search may take before the dialog answers from the site's own index instead. The
 * service answers in tens of milliseconds; one that accepts the connection and then hangs (stopped,
 * overloaded, behind a stalled proxy) would otherwise keep the reader at "Searching..." for the
 * client's default of 30 s.
 */
export const SEARCH_TIMEOUT_MS = 4_000;

let shared: { key: string; client: CollectionManager; analytics: Analytics } | undefined;

/** One client and one analytics batcher per page view and service. */
function service(config: CloudSearchConfig) {
  const key = `${config.url}\n${config.collectionID}`;
  if (shared?.key !== key) {
    void shared?.analytics.stop();
    shared = {
      key,
      client: new CollectionManager({
        url: config.url,
        collectionID: config.collectionID,
        readAPIKey: config.readKey,
        timeoutMs: SEARCH_TIMEOUT_MS,
      }),
      // Batched (5000 ms or 25 searches) and flushed when the page is hidden.
      analytics: createAnalytics({
        apiKey: config.readKey,
        indexId: config.collectionID,
        endpoint: `${config.url}/v1/telemetry`,
      }),
    };
  }
  return shared;
}

export function createCloudSearch(config: CloudSearchConfig): CloudSearch {
  const { client, analytics } = service(config);
  return {
    async search(query, version, signal) {
      const params = {
        term: query,
        limit: SECTIONS_PER_SEARCH,
        where: { version },
        facets: { category: {} },
        ...SHAPE,
      };
      const result = await client.search(params, { signal });
      analytics.record({ params, result });
      return {
        pages: toPages(result, query),
        categoryCounts: result.facets?.category?.values ?? {},
        took: result.elapsed.formatted,
      };
    },
  };
}
