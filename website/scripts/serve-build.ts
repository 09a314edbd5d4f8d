// Serves website/build (or --dir) on 127.0.0.1 under the base path, like the published site (see staticServer).
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../tests/support/staticServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: process.env.BASE_URL ?? '/bevel-operator-fabric/' },
    // Another build folder of the site, such as the cloud-mode build of `npm run cloud`.
    dir: { type: 'string', default: 'build' },
  },
});

const root = resolve(join(__dirname, '..'), values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

startStaticServer({
  root,
  basePath: values.base,
  host: values.host,
  port: Number(values.port),
}).then(
  (server) => console.log(`Serving ${root} at ${server.url}`),
  (error: Error) => {
    console.error(`Cannot start the server: ${error.message}`);
    process.exit(1);
  },
);
