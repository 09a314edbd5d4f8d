// The fenced code blocks of a docs page, and the shell commands in them, for the content tests that check
// what the pages tell a reader to run.

export interface CodeBlock {
  lang: string;
  body: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Fenced code blocks in document order, also when indented inside list items. */
export function codeBlocks(text: string): CodeBlock[] {
  const fence = /^([ \t]*)(```|~~~)[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
  return [...text.matchAll(fence)].map((match) => {
    const indent = match[1]!.length;
    return {
      lang: (match[3] ?? '').toLowerCase(),
      body: match[4]!
        .split('\n')
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n'),
      line: text.slice(0, match.index).split('\n').length,
    };
  });
}

const shellLangs = new Set(['bash', 'sh', 'shell', 'console', 'zsh', '']);

/** Shell command lines in document order: continuations joined, comment lines dropped. */
export function shellLines(text: string): { command: string; line: number }[] {
  const lines: { command: string; line: number }[] = [];
  for (const block of codeBlocks(text)) {
    if (!shellLangs.has(block.lang)) continue;
    const joined = block.body.replace(/\\\n/g, ' ');
    for (const command of joined.split('\n')) {
      const trimmed = command.trim();
      if (trimmed === '' || trimmed.startsWith('#')) continue;
      lines.push({ command: trimmed, line: block.line });
    }
  }
  return lines;
}
