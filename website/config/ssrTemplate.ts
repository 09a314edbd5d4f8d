// The page template of the production build: Docusaurus's own (@docusaurus/core
// lib/ssg/ssgTemplate.html.js), with two changes. Docusaurus puts the bundles in the head as
// `<script defer>`, so they are requested while the HTML is parsed; here a small script at the
// end of the body requests them once the first paint is on screen. The reader's text is on screen
// before any JavaScript is fetched: on a slow phone the bundles no longer compete with the HTML
// and CSS for the first paint, and nothing after it counts toward the largest paint (Lighthouse's
// simulation counted every request made before it, so the largest paint came after the bundles).
// The scripts keep their order (`async = false`); a page opened in a background tab, which
// paints nothing, loads them at once.
// The second change: the first frame waits until the whole page is parsed (`rel=expect` of the
// marker after the app's HTML, `blocking=render`). Without it Chromium painted a frame as soon as
// the parser first yielded, which held the navbar and none of the article; the article's style and
// layout (60 to 100 ms on a long page at 4x CPU slowdown) then ran after that first paint, as a
// long task that counted toward the blocking time, and the article came in a second, larger paint.
// Now the first paint is the article. Browsers without `rel=expect` ignore the link.

/**
 * Requests `scripts` in order once the first contentful paint has been presented: the browser
 * reports that paint (PerformanceObserver, "paint") only after its frame reached the screen. An
 * earlier version waited for the next animation frame, which runs before that frame is presented,
 * so the requests could start a few milliseconds before the paint's timestamp; Lighthouse then
 * counted the bundles toward the largest paint (LCP 150 to 280 ms after FCP, on pages whose first
 * and largest paint were the same frame). A page that is hidden, or that has not painted after
 * 3 s, loads them at once; a browser without paint timing waits for the next frame as before.
 * Until they run, a click on a button (the search button, the colour-mode toggle, the menu) would
 * be lost, since only links work without JavaScript: the last such click is remembered and made
 * again once React has hydrated the page. It stops there, so that React, which may replay a click
 * made while it hydrates, never sees it twice. So it is with the keys that open search and the
 * assistant (`keys`: "k" with Ctrl or Cmd, "i" with Ctrl or Cmd alone, "/" alone outside a text
 * field, as the page's handlers take them): the last one pressed is held (its default, the
 * browser's own Ctrl+K, prevented) and pressed again on the document once the page has hydrated,
 * after the click if there was one. If a bundle fails to load, the keys are the browser's again.
 * Written for every browser we serve.
 */
const loader = `(function(s,keys){var d=document,h=d.documentElement,pending,pendingKey;function early(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(b&&h.getAttribute("data-has-hydrated")!=="true"){e.stopPropagation();pending=b}}function earlyKey(e){if(h.getAttribute("data-has-hydrated")==="true")return;var k=(e.key||"").toLowerCase(),mod=e.ctrlKey||e.metaKey,t=e.target,typing=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||""));if(keys.indexOf(k)>=0&&(k==="/"?!mod&&!typing:k==="i"?mod&&!e.altKey&&!e.shiftKey:mod)){e.preventDefault();pendingKey={key:e.key,ctrlKey:e.ctrlKey,metaKey:e.metaKey,altKey:e.altKey,shiftKey:e.shiftKey}}}d.addEventListener("click",early,true);d.addEventListener("keydown",earlyKey,true);new MutationObserver(function(m,o){if(h.getAttribute("data-has-hydrated")!=="true")return;o.disconnect();d.removeEventListener("click",early,true);d.removeEventListener("keydown",earlyKey,true);if(pending&&pending.isConnected)pending.click();if(pendingKey)d.dispatchEvent(new KeyboardEvent("keydown",{key:pendingKey.key,ctrlKey:pendingKey.ctrlKey,metaKey:pendingKey.metaKey,altKey:pendingKey.altKey,shiftKey:pendingKey.shiftKey,bubbles:true,cancelable:true}))}).observe(h,{attributes:true,attributeFilter:["data-has-hydrated"]});var started=false;function go(){if(started)return;started=true;s.forEach(function(src){var e=d.createElement("script");e.src=src;e.async=false;e.onerror=function(){d.removeEventListener("keydown",earlyKey,true)};d.head.appendChild(e)})}var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];if(d.visibilityState!=="visible"){go()}else if(types.indexOf("paint")>=0){new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",go);setTimeout(go,3000)}else if(window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(go,0)})}else{go()}})`;

/** The element after the app's HTML that the first frame waits for. */
export const PAGE_END_ID = 'page-end';

/**
 * The page template, holding `earlyKeys` until the page has hydrated: the keys of the shortcuts
 * that the page's script implements ("k" for Ctrl/Cmd+K, "/", "i" for Ctrl/Cmd+I in cloud mode).
 */
export const ssrTemplate = (earlyKeys: readonly string[]) => `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <link rel="expect" href="#${PAGE_END_ID}" blocking="render">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <span id="${PAGE_END_ID}" hidden></span>
    <%~ it.postBodyTags %>
    <script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>,${JSON.stringify(earlyKeys)})</script>
  </body>
</html>
`;
