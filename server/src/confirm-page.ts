// The page an address's confirmation link opens (issue 43): /mail/confirm?token=… (and /es/…, /zh-hant/…).
// Opening it changes nothing (mail scanners open links): it shows a Confirm button, a form that POSTs the token;
// confirming marks the address as the resident's and sends what the site held for it. A link that is expired
// or altered gets a page that says so. The site's server owns it: it belongs to no area, and it works with no
// area up and without JavaScript. Sent to nobody else (no-store, no referrer, not for search engines).
import express from 'express';
import type { LinkReading } from '@springfield/shared/contract';

type Lang = 'en' | 'es' | 'zh-Hant';

/** The page's words in each language of the site. */
const WORDS: Record<
  Lang,
  {
    site: string;
    home: string;
    askTitle: string;
    askText: string;
    button: string;
    doneTitle: string;
    doneText: string;
    expiredTitle: string;
    expiredText: string;
    invalidTitle: string;
    invalidText: string;
  }
> = {
  en: {
    site: 'City of Springfield',
    home: 'Go to the City of Springfield home page',
    askTitle: 'Confirm your e-mail address',
    askText:
      'Press Confirm to tell us this address is yours. We will then send you the messages you asked for on this website.',
    button: 'Confirm',
    doneTitle: 'Your e-mail address is confirmed',
    doneText: 'Thank you. The messages you asked for are on their way and should arrive in a few minutes.',
    expiredTitle: 'This link has expired',
    expiredText:
      'Confirmation links work for 7 days. If you still want the message, send the form on our website again: we will e-mail you a new link.',
    invalidTitle: 'This link does not work',
    invalidText:
      'The link may have been cut short or changed. Open it again from the e-mail, or copy the whole address into your browser.',
  },
  es: {
    site: 'Ciudad de Springfield',
    home: 'Ir a la página principal de la Ciudad de Springfield',
    askTitle: 'Confirme su dirección de correo electrónico',
    askText:
      'Pulse Confirmar para indicarnos que esta dirección es suya. Entonces le enviaremos los mensajes que pidió en este sitio web.',
    button: 'Confirmar',
    doneTitle: 'Su dirección de correo electrónico está confirmada',
    doneText: 'Gracias. Los mensajes que pidió están en camino y deberían llegar en unos minutos.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText:
      'Los enlaces de confirmación funcionan durante 7 días. Si aún quiere el mensaje, vuelva a enviar el formulario en nuestro sitio web: le enviaremos un enlace nuevo.',
    invalidTitle: 'Este enlace no funciona',
    invalidText:
      'Es posible que el enlace se haya cortado o modificado. Ábralo de nuevo desde el correo, o copie la dirección completa en su navegador.',
  },
  'zh-Hant': {
    site: 'Springfield 市政府',
    home: '前往 Springfield 市政府首頁',
    askTitle: '確認您的電子郵件地址',
    askText: '請按「確認」，告訴我們這個地址是您的。我們隨後會寄出您在本網站要求的訊息。',
    button: '確認',
    doneTitle: '您的電子郵件地址已確認',
    doneText: '謝謝。您要求的訊息正在寄出，應會在幾分鐘內送達。',
    expiredTitle: '此連結已過期',
    expiredText:
      '確認連結的有效期為 7 天。如果您仍需要該訊息，請在我們的網站上再次送出表單，我們會寄給您新的連結。',
    invalidTitle: '此連結無法使用',
    invalidText: '連結可能被截斷或更改。請從電子郵件再次開啟，或將完整網址複製到瀏覽器中。',
  },
};

/** The language of a path's first segment, and the path's prefix for it. */
const LANGS: { prefix: string; lang: Lang }[] = [
  { prefix: '/es', lang: 'es' },
  { prefix: '/zh-hant', lang: 'zh-Hant' },
  { prefix: '', lang: 'en' },
];

const CONFIRM_PAGE = /^(\/es|\/zh-hant)?\/mail\/(confirm|confirmed)$/;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: the site's name, a heading, a paragraph, and a form or the way home. */
function page(lang: Lang, prefix: string, title: string, text: string, form?: string) {
  const words = WORDS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | ${escape(words.site)}</title><style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans TC",sans-serif;margin:0;line-height:1.5;color:#1f2937;background:#f9fafb}
header{background:#1e3a8a;color:#fff;padding:16px 24px;font-weight:700;font-size:1.125rem}
main{max-width:40rem;margin:32px auto;padding:0 24px}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 16px}
a{color:#1d4ed8}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:6px;padding:12px 24px;min-height:44px;min-width:44px;cursor:pointer}
button:hover{background:#1e40af}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><header>${escape(words.site)}</header><main><h1>${escape(title)}</h1><p>${escape(text)}</p>${form ?? ''}<p><a href="${prefix}/">${escape(words.home)}</a></p></main></body></html>`;
}

export interface ConfirmPlatform {
  readConfirmation(token: string | null | undefined): Promise<LinkReading<{ a: string }>>;
  confirm(token: string | null | undefined): Promise<{ released: number } | LinkReading<never>>;
}

/**
 * GET and POST of /mail/confirm, GET of /mail/confirmed, in each language. `fromOwnPages` is the site's CSRF
 * check of a form (the button is on this site's page); `pageCsp` the page's Content-Security-Policy.
 */
export function confirmPages({
  platform,
  fromOwnPages,
  policy,
}: {
  platform: ConfirmPlatform | undefined;
  fromOwnPages: (req: express.Request) => boolean;
  policy: string;
}): express.RequestHandler {
  const readForm = express.urlencoded({ extended: false, limit: 4096 });
  return (req, res, next) => {
    const match = CONFIRM_PAGE.exec(req.path);
    if (!match || !platform) return next();
    const { prefix, lang } = LANGS.find((entry) => entry.prefix === (match[1] ?? ''))!;
    const words = WORDS[lang];
    const send = (status: number, html: string) => {
      res.status(status);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('X-Robots-Tag', 'noindex');
      res.setHeader('Content-Security-Policy', policy);
      res.type('html').send(html);
    };
    const refused = (reading: { status: string }) =>
      reading.status === 'expired'
        ? send(410, page(lang, prefix, words.expiredTitle, words.expiredText))
        : send(400, page(lang, prefix, words.invalidTitle, words.invalidText));
    const failed = (error: Error) => {
      console.error(`The address confirmation failed: ${error.message}`);
      res.setHeader('Retry-After', '30');
      send(503, page(lang, prefix, words.invalidTitle, words.invalidText));
    };

    if (match[2] === 'confirmed') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      return send(200, page(lang, prefix, words.doneTitle, words.doneText));
    }
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    if (req.method === 'GET' || req.method === 'HEAD') {
      return platform.readConfirmation(token).then((reading) => {
        if (reading.status !== 'valid') return refused(reading);
        const form = `<form method="post" action="${prefix}/mail/confirm?token=${escape(token ?? '')}"><button type="submit">${escape(words.button)}</button></form>`;
        return send(200, page(lang, prefix, words.askTitle, words.askText, form));
      }, failed);
    }
    if (req.method !== 'POST') return next();
    if (!fromOwnPages(req)) return send(403, page(lang, prefix, words.invalidTitle, words.invalidText));
    return readForm(req, res, () =>
      platform.confirm(token).then((outcome) => {
        if ('status' in outcome) return refused(outcome);
        res.setHeader('Cache-Control', 'no-store');
        return res.redirect(303, `${prefix}/mail/confirmed`);
      }, failed),
    );
  };
}
