import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The README is the first code a user of the client copies. Its TypeScript examples are checked against the
// client's types, as a user's editor would check them, so that a renamed method or option fails here rather than
// in a reader's project.

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');

/** Each ```ts block of the README, with the README line its code starts on. */
function examples(markdown: string): { line: number; code: string }[] {
  const found: { line: number; code: string }[] = [];
  for (const match of markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)) {
    found.push({ line: markdown.slice(0, match.index).split('\n').length + 1, code: match[1]! });
  }
  return found;
}

// What the examples take from the reader's own program, and the `client` and `session` that later examples reuse
// from the quick start.
const readerProgram = `
declare const url: string;
declare const readAPIKey: string;
declare const signal: AbortSignal;
declare function render(state: unknown): void;
declare function show(text: string): void;
declare const stopButton: HTMLButtonElement;
declare const client: import('@hlf-docs/search-client').CollectionManager;
declare const session: ReturnType<typeof client.createAnswerSession>;
`;

/** One module: the examples' imports first, then each example in a function of its own (its names are its own). */
function examplesModule(blocks: { line: number; code: string }[]): string {
  const imports = new Set<string>(["import { z } from 'zod';"]);
  const bodies = blocks.map(({ line, code }) => {
    const lines = code.split('\n');
    for (const importLine of lines.filter((text) => text.startsWith('import ')))
      imports.add(importLine);
    const body = lines.map((text) => (text.startsWith('import ') ? '' : text)).join('\n');
    return `// README.md line ${line}\nexport async function readmeLine${line}() {\n${body}\n}\n`;
  });
  return [...imports, readerProgram, ...bodies].join('\n');
}

/** The type errors of a module placed in the package's test folder, checked with the package's compiler options. */
function typeErrors(source: string): string[] {
  const configFile = join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const fileName = join(packageDir, 'test', 'readme-examples.generated.ts');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, source, languageVersion, true)
      : getSourceFile(name, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], { ...config.options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    // Name the README's own line: the example's marker gives its first line, and the function header sits between.
    const before = diagnostic.file.text.split('\n').slice(0, line + 1);
    let marker = before.length - 1;
    while (marker >= 0 && !before[marker]!.startsWith('// README.md line')) marker -= 1;
    if (marker < 0) return text;
    const readmeLine =
      Number(before[marker]!.slice('// README.md line '.length)) + (line - marker - 2);
    return `README.md line ${readmeLine}: ${before.at(-1)!.trim()}\n  ${text}`;
  });
}

test('every TypeScript example of the README type-checks against the client', () => {
  const blocks = examples(readme);
  assert.ok(blocks.length >= 10, `the README's examples were not found (${blocks.length} blocks)`);
  assert.deepEqual(typeErrors(examplesModule(blocks)), []);
});

test('the README check reports a method the client does not have, with its README line', () => {
  const errors = typeErrors(
    examplesModule([
      { line: 7, code: "const term = 'peer';\nawait client.searchEverything({ term });" },
    ]),
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /^README\.md line 8: await client\.searchEverything/);
  assert.match(errors[0]!, /searchEverything/);
});
