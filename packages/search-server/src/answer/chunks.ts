/** Split a text into pieces of a few words (whitespace kept) to stream it like model tokens. */
export function chunkText(text: string, wordsPerChunk = 4): string[] {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let start = 0; start < parts.length; start += wordsPerChunk) {
    chunks.push(parts.slice(start, start + wordsPerChunk).join(''));
  }
  return chunks;
}
