// The few pages the staff side sends itself, outside the renderer: the embedded provider's sign-in and
// sign-out pages, and the refusals (403). Plain HTML, styled inline, no script: keyboard and screen-reader
// usable, readable at 390 px.

/** Text for HTML, escaped. */
export const escapeHtml = (text: string) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The policy of these pages: nothing but their own inline style, forms to this origin only. */
export const STAFF_PAGE_CSP =
  "default-src 'none';style-src 'unsafe-inline';img-src 'self';form-action 'self';base-uri 'none';frame-ancestors 'none'";

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;line-height:1.5;color:#1f2937;background:#f9fafb}
header{background:#1e3a5f;color:#fff;padding:12px 16px}header p{margin:0;font-weight:600}
main{max-width:28rem;margin:24px auto;padding:0 16px}
h1{font-size:1.5rem;margin:0 0 16px}
label{display:block;font-weight:600;margin:16px 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:8px;border:1px solid #4b5563;border-radius:4px}
button{font:inherit;font-weight:600;margin-top:20px;padding:10px 20px;border-radius:4px;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.error{border:2px solid #b91c1c;background:#fef2f2;padding:12px;border-radius:4px}
.error h2{font-size:1.1rem;margin:0 0 4px;color:#991b1b}
a{color:#1d4ed8}
.note{font-size:.95rem;color:#374151}
`;

/** A whole page: `title` for <title> and the h1, `body` already HTML. */
export function staffPage({
  title,
  body,
  lang = 'en',
}: {
  title: string;
  body: string;
  lang?: string;
}): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | City of Springfield staff</title><style>${STYLE}</style></head><body><header><p>City of Springfield staff</p></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
