// Mermaid writes path coordinates with up to 15 decimals; a rounded shape in the intro diagram
// alone is a 31 kB path. Every drawing travels twice (light and dark) in a page's HTML and again
// in its JavaScript, so coordinates are rounded to a hundredth of a pixel, far below what a
// screen can show: about 9% less gzip over the whole cache, half the intro's drawings.

/** A number of path data: `1.5`, `.5`, `-3`, `2e-7`. In `1.5.5` it is two numbers, 1.5 and .5. */
const pathNumber = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** A number rounded to two decimals, written without trailing zeros ("12.5", "-3", "0"). */
function round(number: string): string {
  const rounded = Math.round(Number(number) * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * Rounds the numbers of one attribute value that have more than two decimals. Path data may run
 * numbers together (`1.0004.5` is 1.0004 and .5); rounding can drop the decimal point that kept
 * them apart (`1.5`), so a space goes between two touching numbers when either was rounded.
 */
function roundNumbers(value: string): string {
  let out = '';
  let end = 0;
  let previousChanged = false;
  for (const match of value.matchAll(pathNumber)) {
    const token = match[0];
    const changed = /\.\d{3,}/.test(token);
    const rounded = changed ? round(token) : token;
    const touching = match.index === end && end > 0;
    const space = touching && (changed || previousChanged) && !rounded.startsWith('-');
    out += value.slice(end, match.index) + (space ? ' ' : '') + rounded;
    end = match.index + token.length;
    previousChanged = changed;
  }
  return out + value.slice(end);
}

/** The SVG with the coordinates of its path data (`d`) and polygons (`points`) rounded. */
export function compactSvg(svg: string): string {
  return svg.replace(
    / (d|points)="([^"]*)"/g,
    (_attribute, name: string, value: string) => ` ${name}="${roundNumbers(value)}"`,
  );
}
