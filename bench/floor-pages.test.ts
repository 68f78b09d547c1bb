/** @jest-environment node */
import { FLOOR_ELEMENT_ID, withoutScripts, withReactAlone } from './floor-pages.cjs';

// The shape of a page the server renders (tooling/ssr.cjs): inline styles, the page, the render data, the
// inert template of scripts and start.js written in.
const page = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>News | City of Springfield</title>',
  '<style data-href="http://localhost:8080/25.css">.sh-header{display:flex}</style></head><body>',
  '<div id="root"><main><h1>News</h1><img src="/images/a.webp" alt="A"></main></div>',
  '<script type="application/json" id="sf-server-render">{"list":{},"failed":[]}</script>',
  '<template id="sf-after-paint"><script defer="defer" src="/main.js"></script>',
  '<link rel="preload" href="/325.js" as="script"></template>',
  '<script>(function () { var started = false; })();</script></body></html>',
].join('');

describe('the floor pages of the bench', () => {
  it('keep the page and its styles without a single script, its addresses resolved against the site', () => {
    const html = withoutScripts(page, 'http://localhost:8080');
    expect(html).not.toMatch(/<script|sf-after-paint|main\.js/);
    expect(html).toContain('<h1>News</h1>');
    expect(html).toContain('.sh-header{display:flex}');
    expect(html).toContain('<head><base href="http://localhost:8080/">');
  });

  it('add React DOM alone, with the one element it hydrates', () => {
    const html = withReactAlone(withoutScripts(page, 'http://localhost:8080'), 'http://localhost:9/floor.js');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script defer src="http://localhost:9/floor.js">']);
    expect(html).toContain(`<div id="${FLOOR_ELEMENT_ID}"><p>Springfield</p></div>`);
  });
});
