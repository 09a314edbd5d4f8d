/**
 * The inline script: under `baseUrl`, a path ending in `/index.html` goes to its folder and one
 * ending in `.html` to the path without it (`404.html` excepted), keeping query and hash.
 */
export function htmlSuffixRedirectScript(baseUrl: string): string {
  return `(function(){var b=${JSON.stringify(baseUrl)},l=window.location,p=l.pathname;
if(p.indexOf(b)!==0||!/\\.html$/.test(p)||/\\/404\\.html$/.test(p))return;
var t=/\\/index\\.html$/.test(p)?p.slice(0,-10):p.slice(0,-5);
l.replace(t+l.search+l.hash);})();`;
}
