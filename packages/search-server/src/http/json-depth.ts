import { fieldPath } from '../describe-zod-error.js';

/**
 * How deep a request body may nest. Free-form values (an extra field of a document, the query of
 * a telemetry event) are walked recursively further on, by the validator and by JSON.stringify
 * when they are stored; nested some thousands of levels deep, they overflowed the stack and the
 * request ended in a 500. Real bodies (filters, JSON Schemas of tools) stay far below this.
 */
export const maxBodyDepth = 64;

/** How many path segments an error message shows before it elides the rest. */
const shownSegments = 6;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** One open object or array, and where in it the scan is: the index, or the member's key. */
interface Level {
  array: boolean;
  index: number;
  /** The key of the current member, as its JSON text's bounds; -1 before the key is read. */
  keyStart: number;
  keyEnd: number;
}

/** The index of the quote that ends the string opening at `start`, or -1 if it never ends. */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) return -1;
    // Escaped by an odd number of backslashes before it, a quote is part of the string.
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes += 1;
    if (slashes % 2 === 0) return end;
  }
}

function segmentOf(text: string, level: Level): PropertyKey {
  if (level.array) return level.index;
  const key = text.slice(level.keyStart, level.keyEnd + 1);
  try {
    return JSON.parse(key) as string;
  } catch {
    return key;
  }
}

function shownPath(text: string, open: Level[]): string {
  const shown = fieldPath(open.slice(0, shownSegments).map((level) => segmentOf(text, level)));
  return open.length > shownSegments ? `${shown}…` : shown;
}

/**
 * Where the first value nested deeper than `limit` levels sits (`events[0].query.a.a…`; objects
 * and arrays each count one level, the body itself is the first), or undefined when the whole
 * body is within it. It reads the JSON text, not the parsed value: parsing a body of 10 MB of
 * `[` took 4 s of the event loop (and 700 MB) before any check could refuse it, while this scan
 * stops at the 65th. Strings are skipped whole, their escaped quotes minded.
 *
 * Text that is not JSON is left to JSON.parse, which refuses it at its first error: up to there
 * the text is valid JSON, which this scan reads as the parser does, so a body within the bound
 * here cannot nest deeper once parsed.
 */
export function tooDeepPath(text: string, limit = maxBodyDepth): string | undefined {
  const open: Level[] = [];
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = stringEnd(text, at);
      if (end < 0) return undefined;
      const top = open.at(-1);
      if (top && !top.array && top.keyStart < 0) {
        top.keyStart = at;
        top.keyEnd = end;
      }
      at = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const top = open.at(-1);
      // A value where a key belongs: not JSON, and the parser stops right here.
      if (top && !top.array && top.keyStart < 0) return undefined;
      if (open.length === limit) return shownPath(text, open);
      open.push({ array: code === OPEN_ARRAY, index: 0, keyStart: -1, keyEnd: -1 });
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (open.pop() === undefined) return undefined;
    } else if (code === COMMA) {
      const top = open.at(-1);
      if (top?.array) top.index += 1;
      else if (top) top.keyStart = -1;
    }
  }
  return undefined;
}
