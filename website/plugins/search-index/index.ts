import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { collectPages } from './collectPages';
import { buildSections } from './buildSections';
import { encodeIndex } from './encodeIndex';
import { indexFile, type IndexFile } from './indexFile';
import { serviceEntriesFile } from './serviceEntries';
import { QUESTIONS_DIR } from './sectionQuestions';
import type { SearchIndexGlobalData } from './globalData';

// Builds the local search index from the docs and blog sources, both for `docusaurus build` (a
// file in the output) and for `docusaurus start` (served from memory). The browser gets only the
// file's URL through global data; the index itself is downloaded when the reader shows intent.
/** The part of a dev-server middleware entry that serving one file needs. */
interface DevMiddleware {
  name: string;
  middleware: (
    request: { url?: string },
    response: { setHeader(name: string, value: string): void; end(body: Buffer): void },
    next: () => void,
  ) => void;
}

export default function searchIndexPlugin(context: LoadContext): Plugin<unknown> {
  let file: IndexFile | undefined;
  let serviceFile: IndexFile | undefined;
  return {
    name: 'search-index',
    // The readers' questions are read at build time, beside the docs: `npm start` reloads on an edit.
    getPathsToWatch() {
      return [join(context.siteDir, QUESTIONS_DIR, '**', '*.json')];
    },
    async allContentLoaded({ allContent, actions }) {
      const sections = await buildSections(
        collectPages(allContent, context.siteDir),
        context.siteDir,
      );
      file = indexFile(encodeIndex(sections));
      serviceFile = serviceEntriesFile(sections);
      const data: SearchIndexGlobalData = { indexUrl: `${context.baseUrl}${file.name}` };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir }) {
      if (!file || !serviceFile)
        throw new Error('search-index: the index was not built before postBuild');
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, file.name), file.bytes);
      await writeFile(join(outDir, serviceFile.name), serviceFile.bytes);
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const serveIndex: DevMiddleware = {
        name: 'search-index',
        middleware: (request, response, next) => {
          if (!file || request.url?.split('?')[0] !== `${context.baseUrl}${file.name}`)
            return next();
          response.setHeader('content-type', 'application/gzip');
          response.end(file.bytes);
        },
      };
      // `devServer` is the dev server's own option, which the bundler's config type does not list.
      return {
        devServer: {
          setupMiddlewares(middlewares: DevMiddleware[]) {
            middlewares.unshift(serveIndex);
            return middlewares;
          },
        },
      } as Configuration;
    },
  };
}
