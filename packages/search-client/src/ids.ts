/**
 * A random id. `crypto.randomUUID` exists only in secure contexts in browsers (a docs site on
 * plain http has none), so fall back to `getRandomValues`, which exists everywhere we run.
 */
export function randomId(): string {
  const cryptoObject = globalThis.crypto;
  if (typeof cryptoObject?.randomUUID === 'function') return cryptoObject.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoObject.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
