// @ts-check
// The bins are these committed files, not files in dist/: npm links a package's bins when it is
// installed, and on a fresh clone `npm install` runs before any build, so a bin that pointed into
// dist/ was never linked. These load the built command and say what to do when it is missing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUILD =
  'Build it first: npm run build -w packages/search-client -w packages/search-server ' +
  '(or npm run build at the repository root).';

/**
 * Run the built command at `relative` (from this folder), or explain that it is not built.
 * @param {string} name the command's name, for messages
 * @param {string} relative e.g. `../dist/cli.js`
 */
export async function runBuilt(name, relative) {
  const target = new URL(relative, import.meta.url);
  if (!existsSync(target)) {
    console.error(
      `${name}: ${fileURLToPath(target)} does not exist: the package is not built. ${BUILD}`,
    );
    process.exitCode = 1;
    return;
  }
  try {
    await import(target.href);
  } catch (error) {
    // dist/ is there, but a workspace it imports (the search client) is not built.
    if (/** @type {{ code?: unknown }} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error(`${name}: ${/** @type {Error} */ (error).message}\n${BUILD}`);
    process.exitCode = 1;
  }
}
