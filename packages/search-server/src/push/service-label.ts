/** A service URL without credentials, query or fragment: safe to print. */
export function serviceLabel(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(an invalid URL)';
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
