// The two pages of the bench's floor (floor.mjs), made from a page's server HTML.

/** The id of the one element React DOM hydrates in the floor page. */
const FLOOR_ELEMENT_ID = 'bench-floor';

/**
 * The server's HTML of a page without any of its scripts (the inert template of scripts, start.js, the
 * render data), its relative addresses resolved against the site (images, icons, links).
 */
function withoutScripts(html, origin) {
  return html
    .replace(/<template id="sf-after-paint">[\s\S]*?<\/template>/, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace('<head>', `<head><base href="${origin}/">`);
}

/** The same page with one more element, hydrated by React DOM alone from the given script address. */
function withReactAlone(staticHtml, scriptUrl) {
  return staticHtml.replace(
    '</body>',
    `<div id="${FLOOR_ELEMENT_ID}"><p>Springfield</p></div><script defer src="${scriptUrl}"></script></body>`,
  );
}

module.exports = { FLOOR_ELEMENT_ID, withoutScripts, withReactAlone };
