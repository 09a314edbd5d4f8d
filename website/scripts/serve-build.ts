// Serves website/build on 127.0.0.1 under the base path, like the published site (see staticServer).
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../tests/support/staticServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    base: { type: 'string', default: process.env.BASE_URL ?? '/bevel-operator-fabric/' },
  },
});

const root = join(__dirname, '..', 'build');
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
