/**
 * A path as the log shows it: decoded, a path may hold a newline that would start a forged line
 * ("Generated a master key ...") or terminal escapes; control characters are written as `\uXXXX`.
 */
export function printable(path: string): string {
  return path.replace(
    /\p{Cc}/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
