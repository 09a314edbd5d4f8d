// The page template of the production build: Docusaurus's own (@docusaurus/core
// lib/ssg/ssgTemplate.html.js), with one change. Docusaurus puts the bundles in the head as
// `<script defer>`, so they are requested while the HTML is parsed; here a small script at the
// end of the body requests them once the first frame is painted. The reader's text is on screen
// before any JavaScript is fetched: on a slow phone the bundles no longer compete with the HTML
// and CSS for the first paint, and nothing after it counts toward the largest paint (Lighthouse's
// simulation counted every request made before it, so the largest paint came after the bundles).
// The scripts keep their order (`async = false`); a page opened in a background tab, which
// paints nothing, loads them at once.

/** Requests `scripts` in order after the next painted frame. Written for every browser we serve. */
const loader = `(function(s){function go(){s.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=false;document.head.appendChild(e)})}if(document.visibilityState==="visible"&&window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(go,0)})}else{go()}})`;

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
