// The page template of the production build: Docusaurus's own (@docusaurus/core
// lib/ssg/ssgTemplate.html.js), with one change. Docusaurus puts the bundles in the head as
// `<script defer>`, so they are requested while the HTML is parsed; here a small script at the
// end of the body requests them once the first frame is painted. The reader's text is on screen
// before any JavaScript is fetched: on a slow phone the bundles no longer compete with the HTML
// and CSS for the first paint, and nothing after it counts toward the largest paint (Lighthouse's
// simulation counted every request made before it, so the largest paint came after the bundles).
// The scripts keep their order (`async = false`); a page opened in a background tab, which
// paints nothing, loads them at once.

/**
 * Requests `scripts` in order after the next painted frame. Until they run, a click on a button
 * (the search button, the colour-mode toggle, the menu) would be lost, since only links work
 * without JavaScript: the last such click is remembered and made again once React has hydrated
 * the page. It stops there, so that React, which may replay a click made while it hydrates, never
 * sees it twice.
 * Written for every browser we serve.
 */
const loader = `(function(s){var d=document,h=d.documentElement,pending;function early(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(b&&h.getAttribute("data-has-hydrated")!=="true"){e.stopPropagation();pending=b}}d.addEventListener("click",early,true);new MutationObserver(function(m,o){if(h.getAttribute("data-has-hydrated")!=="true")return;o.disconnect();d.removeEventListener("click",early,true);if(pending&&pending.isConnected)pending.click()}).observe(h,{attributes:true,attributeFilter:["data-has-hydrated"]});function go(){s.forEach(function(src){var e=d.createElement("script");e.src=src;e.async=false;d.head.appendChild(e)})}if(d.visibilityState==="visible"&&window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(go,0)})}else{go()}})`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
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
    <%~ it.postBodyTags %>
    <script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>)</script>
  </body>
</html>
`;
