// `npm run questions:checked -w website -- docs/a/page.md [docs/b/page.md#a-heading ...]`: records
// that you have read the questions of these pages (or sections) against their text as it is now,
// each answered by its section's own words. Run it after editing a page and its questions; the
// content test names every section whose text changed since its questions were last checked.
// Without arguments it lists those sections and exits 1 when there are any.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CHECKED_FILE,
  checkedFileText,
  currentFingerprints,
  leftOver,
  readChecked,
  sectionsToCheck,
} from './checked-texts';

const siteDir = join(__dirname, '..', '..');

/** The section keys an argument names: a page's sections with questions, or one section. */
function keysNamed(argument: string, current: ReadonlyMap<string, string>): string[] {
  const named = argument.replace(/^(\.\/)?(website\/)?docs\//, '');
  if (named.includes('#')) return current.has(named) ? [named] : [];
  return [...current.keys()].filter((key) => key === named || key.startsWith(`${named}#`));
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const current = await currentFingerprints(siteDir);
  const checked = await readChecked(siteDir);

  if (positionals.length === 0) {
    const toCheck = sectionsToCheck(current, checked);
    for (const { key, why } of toCheck) console.log(`docs/${key}: ${why}`);
    console.log(
      toCheck.length === 0
        ? 'Every section’s questions were checked against its text as it is now.'
        : `${toCheck.length} sections to check: read their questions (website/questions/) against the ` +
            'text, then name their pages or sections to this command.',
    );
    process.exitCode = toCheck.length === 0 ? 0 : 1;
    return;
  }

  const unknown = positionals.filter((argument) => keysNamed(argument, current).length === 0);
  if (unknown.length > 0) {
    throw new Error(
      `No docs section with questions is named ${unknown.map((each) => `"${each}"`).join(', ')} ` +
        '(name a page as docs/<path>.md, or a section as docs/<path>.md#<heading id>)',
    );
  }
  const marked = positionals.flatMap((argument) => keysNamed(argument, current));
  for (const key of marked) checked[key] = current.get(key)!;
  const removed = leftOver(current, checked);
  for (const key of removed) delete checked[key];
  writeFileSync(join(siteDir, CHECKED_FILE), checkedFileText(checked));
  console.log(
    `Recorded ${marked.length} sections as checked in website/${CHECKED_FILE}` +
      (removed.length > 0 ? `; removed ${removed.length} of sections with no questions now` : '') +
      '.',
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 2;
});
