import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.gz': 'application/gzip',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a static build the way GitHub Pages does: files under `basePath`, a folder answers with
 * its index.html, anything else with the site's 404.html and status 404. Nothing is rewritten or
 * redirected, so the tests see what readers of the published site see. (`docusaurus serve`
 * redirects `x.html` to a path without the base URL, which the published site never does.)
 * Text is sent gzip-compressed when the client accepts it, as GitHub Pages does, so that size and
 * speed measurements match the published site.
 */
export async function startStaticServer(options: {
  root: string;
  basePath: string;
  host?: string;
  port?: number;
}): Promise<StaticServer> {
  const root = resolve(options.root);
  const basePath = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;

  const findFile = async (urlPath: string): Promise<string | undefined> => {
    if (!urlPath.startsWith(basePath)) return undefined;
    const relative = normalize(decodeURIComponent(urlPath.slice(basePath.length)));
    const candidate = join(root, relative);
    if (candidate !== root && !candidate.startsWith(root + '/')) return undefined;
    for (const path of [candidate, join(candidate, 'index.html')]) {
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) return path;
    }
    return undefined;
  };

  // The gzip of each file as last read: reused only while the file's bytes are the same, so a
  // rebuild under a running server is served as it now is (keyed by path alone, a page stayed
  // as it was first served until the server restarted).
  const compressed = new Map<string, { source: Buffer; gzip: Buffer }>();
  const gzipOf = (path: string, source: Buffer): Buffer => {
    const cached = compressed.get(path);
    if (cached?.source.equals(source)) return cached.gzip;
    const gzip = gzipSync(source);
    compressed.set(path, { source, gzip });
    return gzip;
  };
  const compressible = /\.(html|js|css|svg|json|xml|txt)$/;

  const respond = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
      const file = await findFile(urlPath);
      const status = file ? 200 : 404;
      const path = file ?? join(root, '404.html');
      let body: Buffer = await readFile(path).catch(() => Buffer.from('not found'));
      const headers: Record<string, string> = {
        'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      };
      if (compressible.test(path) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        body = gzipOf(path, body);
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`cannot serve ${request.url}: ${(error as Error).message}`);
    }
  };
  // `respond` handles its own errors, so the promise it returns never rejects.
  const server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((ready) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', ready),
  );
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}${basePath}`,
    // `close` alone waits for every open connection to end, and a browser may keep one open (a
    // keep-alive socket with a request under way): a test then timed out after its assertions
    // had passed. Its clients are done when we close, so their connections are cut.
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
