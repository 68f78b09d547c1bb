// The staff side of the site's server (issue 44): sign-in with OpenID Connect (`openid-client` as relying
// party: authorization code with PKCE, state and nonce), sessions kept in the site's database (the cookie holds
// only the session's id, the database only its SHA-256), the check of every staff request (signed in, a role in
// the area whose staff page it is, the CSRF token of every POST), the audit log's "viewed" and "submitted" rows,
// and the hand-over to the renderer with the member. The provider is the city's (STAFF_OIDC_ISSUER, …) or,
// without one, the embedded provider (idp.ts).
import crypto from 'node:crypto';
import express from 'express';
import type { StaffContext, StaffFile, StaffMember, StaffRole } from '@springfield/shared/contract';
import type { RemotesList } from '../types';
import type * as OpenIdClient from 'openid-client' with { 'resolution-mode': 'import' };
import { escapeHtml, STAFF_PAGE_CSP, staffPage } from './html';
import { groupsOf, roleAllows, rolesFor, STAFF_CSRF_FIELD, type RolesConfig } from './roles';
import type { StaffStore } from './store';
import { IDLE_MS } from './store';
import { messageOf } from '../narrow';

/** Where the provider is: a city's (issuer, client id and secret) or the embedded one once it started. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the staff side asks the renderer: the page at `url` for this member (or signed out: null). */
export type StaffRender = (
  url: string,
  form: { body: string; answer: 'page' } | undefined,
  list: RemotesList | undefined,
  staff: { member: StaffMember | null; context?: StaffContext },
) => Promise<{
  status: number;
  headers: Record<string, string>;
  body?: string;
}>;

/** A staff file (an area's export) for this member, from the area's backend; undefined: none. */
export type StaffFileReader = (
  list: RemotesList | undefined,
  location: { pathname: string; search: string },
  staff: StaffContext,
) => Promise<StaffFile | undefined>;

export interface StaffSideOptions {
  /** The areas' staff files (`staff.file` of their backends); without it, none. */
  file?: StaffFileReader;
  store: StaffStore;
  roles: RolesConfig;
  /** The public origin (SITE_ORIGIN, or http://localhost:<port>). */
  origin: string;
  /** The provider: resolved lazily (the embedded one's discovery needs the site to listen). */
  provider: () => Promise<ProviderSettings>;
  render: StaffRender;
  /** The embedded provider's own routes, when it is used. */
  providerRouter?: express.Router;
  /** The clock (tests). */
  now?: () => Date;
  /** Passed to openid-client (tests, or a provider reached through a proxy). */
  fetchImpl?: typeof fetch;
}

/** /staff, /es/staff/…, /zh-hant/staff/…: the locale segment, and the path inside it. */
const STAFF_ADDRESS = /^(?:\/(es|zh-hant))?(\/staff(?:\/.*)?)$/i;

/** The path of a staff address without its language, or undefined when it is not one. */
export function staffPathOf(pathname: string): string | undefined {
  return STAFF_ADDRESS.exec(pathname)?.[2];
}

/** The area whose staff pages (list line `staff.prefixes`) hold `path`, by name. */
export function staffAreaOf(list: RemotesList | undefined, path: string): string | undefined {
  for (const [name, line] of Object.entries(list?.remotes ?? {})) {
    const prefixes = (line.staff as { prefixes?: unknown } | undefined)?.prefixes;
    if (
      Array.isArray(prefixes) &&
      prefixes.some(
        (prefix) => typeof prefix === 'string' && (path === prefix || path.startsWith(`${prefix}/`)),
      )
    )
      return name;
  }
  return undefined;
}

/** Whether the token sent with a form is the session's (compared in constant time). */
export function csrfMatches(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string' || sent.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

/** Cookie names and attributes: `__Host-` and Secure over HTTPS; plain names on http://localhost. */
export function cookiePolicy(origin: string) {
  const secure = new URL(origin).protocol === 'https:';
  const prefix = secure ? '__Host-' : '';
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    session: `${prefix}sf-staff`,
    signIn: `${prefix}sf-staff-sign-in`,
    set: (name: string, value: string, maxAgeS?: number) =>
      `${name}=${value}; ${attributes}${maxAgeS === undefined ? '' : `; Max-Age=${maxAgeS}`}`,
    clear: (name: string) => `${name}=; ${attributes}; Max-Age=0`,
  };
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** A value signed with `secret` (HMAC-SHA-256), for the short-lived sign-in cookie. */
function sign(value: object, secret: string): string {
  const text = Buffer.from(JSON.stringify(value)).toString('base64url');
  const mac = crypto.createHmac('sha256', secret).update(text).digest('base64url');
  return `${text}.${mac}`;
}

function unsign<T>(signed: string | undefined, secret: string): T | undefined {
  if (!signed) return undefined;
  const [text, mac] = signed.split('.');
  if (!text || !mac) return undefined;
  const expected = crypto.createHmac('sha256', secret).update(text).digest('base64url');
  if (!csrfMatches(mac, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Where to go after sign-in: a staff path of this site only. */
const safeReturn = (value: unknown) =>
  typeof value === 'string' && staffPathOf(value.split('?')[0]) && !value.startsWith('//') ? value : '/staff';

/** The staff side's own pages' words (refusals), in the site's three languages. */
const REFUSALS = {
  'too-late': {
    en: ['Sign-in took too long', 'Your sign-in started too long ago or in another browser. Sign in again.'],
    es: [
      'El inicio de sesión tardó demasiado',
      'Su inicio de sesión comenzó hace demasiado tiempo o en otro navegador. Vuelva a iniciar sesión.',
    ],
    'zh-Hant': ['登入逾時', '您的登入開始得太久以前，或是在其他瀏覽器中開始。請重新登入。'],
  },
  'sign-in-failed': {
    en: ['Sign-in did not work', 'The sign-in could not be completed. Sign in again.'],
    es: ['No se pudo iniciar sesión', 'No se pudo completar el inicio de sesión. Vuelva a iniciar sesión.'],
    'zh-Hant': ['登入失敗', '無法完成登入。請重新登入。'],
  },
  'other-site': {
    en: [
      'This form was sent from another website',
      'Staff forms are accepted only from the staff pages of this site.',
    ],
    es: [
      'Este formulario se envió desde otro sitio web',
      'Los formularios del personal solo se aceptan desde las páginas del personal de este sitio.',
    ],
    'zh-Hant': ['此表單是從其他網站送出的', '員工表單僅接受從本網站員工頁面送出。'],
  },
  expired: {
    en: [
      'This form has expired',
      'The form was not sent from your current staff session (or the session ended). Open the page again and send it from there.',
    ],
    es: [
      'Este formulario venció',
      'El formulario no se envió desde su sesión actual del personal (o la sesión terminó). Vuelva a abrir la página y envíelo desde allí.',
    ],
    'zh-Hant': [
      '此表單已失效',
      '此表單不是從您目前的員工工作階段送出（或工作階段已結束）。請重新開啟頁面後再送出。',
    ],
  },
  'no-role': {
    en: [
      'You cannot use this page',
      'Your account has no role in the part of the site this page belongs to. Ask your manager if you need it.',
    ],
    es: [
      'No puede usar esta página',
      'Su cuenta no tiene una función en la parte del sitio a la que pertenece esta página. Pídala a su supervisor si la necesita.',
    ],
    'zh-Hant': ['您無法使用此頁面', '您的帳戶在此頁面所屬的網站區域沒有角色。如有需要，請向您的主管申請。'],
  },
  'read-only': {
    en: [
      'You cannot change records here',
      'Your role in this area lets you read its records, not change them.',
    ],
    es: [
      'No puede cambiar registros aquí',
      'Su función en esta área le permite leer sus registros, no cambiarlos.',
    ],
    'zh-Hant': ['您無法在此變更紀錄', '您在此工作區的角色僅能檢視紀錄，無法變更。'],
  },
  'no-forms': {
    en: ['Nothing to send here', 'This page takes no forms.'],
    es: ['No hay nada que enviar aquí', 'Esta página no recibe formularios.'],
    'zh-Hant': ['此處無可送出的內容', '此頁面不接受表單。'],
  },
  'no-file': {
    en: ['Not found', 'There is no file at this address.'],
    es: ['No encontrado', 'No hay ningún archivo en esta dirección.'],
    'zh-Hant': ['找不到', '此網址沒有檔案。'],
  },
} as const;

const HOME_LINK = {
  en: 'Go to the staff home page',
  es: 'Ir a la página de inicio del personal',
  'zh-Hant': '前往員工首頁',
} as const;

/** The language of a staff address (/es/staff/…, /zh-hant/staff/…), English otherwise. */
function languageOf(pathname: string): 'en' | 'es' | 'zh-Hant' {
  const segment = STAFF_ADDRESS.exec(pathname)?.[1]?.toLowerCase();
  return segment === 'es' ? 'es' : segment === 'zh-hant' ? 'zh-Hant' : 'en';
}

/** The refusal page (403 and the like): what happened, and the way back, in the address's language. Never cached. */
function refuse(req: express.Request, res: express.Response, reason: keyof typeof REFUSALS, status = 403) {
  const lang = languageOf(req.path);
  const [title, message] = REFUSALS[reason][lang];
  const home = lang === 'en' ? '/staff' : `/${lang === 'es' ? 'es' : 'zh-hant'}/staff`;
  res
    .status(status)
    .setHeader('Cache-Control', 'private, no-store')
    .setHeader('X-Robots-Tag', 'noindex')
    .setHeader('Content-Security-Policy', STAFF_PAGE_CSP)
    .type('html')
    .send(
      staffPage({
        title,
        lang,
        body: `<p>${escapeHtml(message)}</p><p><a href="${home}">${escapeHtml(HOME_LINK[lang])}</a></p>`,
      }),
    );
}

interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  at: number;
}

/** How long a sign-in may take at the provider. */
const SIGN_IN_MS = 10 * 60 * 1000;

export function createStaffSide({
  store,
  roles,
  origin,
  provider,
  render,
  file,
  providerRouter,
  now = () => new Date(),
  fetchImpl,
}: StaffSideOptions): express.Router {
  const cookies = cookiePolicy(origin);
  const router = express.Router();
  const readForm = express.text({ type: 'application/x-www-form-urlencoded', limit: 32 * 1024 });
  // The secret that signs the sign-in cookie, kept once in the database (every instance shares it).
  const signInSecret = store
    .kept<string>('sign-in-secret')
    .then((kept) => kept ?? store.keepOnce('sign-in-secret', crypto.randomBytes(32).toString('base64url')));
  signInSecret.catch(() => {});

  /** The provider's origin, once known: the sign-out form's redirect goes there (the page's form-action). */
  let providerOrigin: string | undefined;
  provider().then(
    (settings) => {
      providerOrigin = new URL(settings.issuer).origin;
    },
    () => {},
  );
  let configured: Promise<{ config: OpenIdClient.Configuration; client: typeof OpenIdClient }> | undefined;
  /** openid-client's configuration, from the provider's discovery document (again after a failure). */
  function relyingParty() {
    configured ??= (async () => {
      const client = await import('openid-client');
      const settings = await provider();
      const issuer = new URL(settings.issuer);
      providerOrigin = issuer.origin;
      const local =
        issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      const config = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain HTTP only for a provider on this machine (the embedded one under npm start).
        ...(local ? { execute: [client.allowInsecureRequests] } : {}),
      });
      if (fetchImpl) config[client.customFetch] = fetchImpl;
      return { config, client };
    })();
    configured.catch(() => {
      configured = undefined;
    });
    return configured;
  }

  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    next();
  };

  router.use((req, res, next) => (staffPathOf(req.path) ? noStore(req, res, next) : next()));
  if (providerRouter) router.use(providerRouter);

  router.get('/staff/sign-in', async (req, res, next) => {
    try {
      const { config, client } = await relyingParty();
      const verifier = client.randomPKCECodeVerifier();
      const pending: PendingSignIn = {
        verifier,
        state: client.randomState(),
        nonce: client.randomNonce(),
        returnTo: safeReturn(req.query.return),
        at: now().getTime(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: `${origin}/staff/callback`,
        scope: 'openid profile email groups',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      res.setHeader(
        'Set-Cookie',
        cookies.set(cookies.signIn, sign(pending, await signInSecret), SIGN_IN_MS / 1000),
      );
      res.redirect(303, url.href);
    } catch (error) {
      next(error);
    }
  });

  router.get('/staff/callback', async (req, res) => {
    const pending = unsign<PendingSignIn>(readCookie(req.headers.cookie, cookies.signIn), await signInSecret);
    res.append('Set-Cookie', cookies.clear(cookies.signIn));
    if (!pending || now().getTime() - pending.at > SIGN_IN_MS) {
      return refuse(req, res, 'too-late', 400);
    }
    try {
      const { config, client } = await relyingParty();
      const tokens = await client.authorizationCodeGrant(config, new URL(req.originalUrl, origin), {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = { ...(tokens.claims() ?? {}) } as Record<string, unknown>;
      try {
        Object.assign(claims, await client.fetchUserInfo(config, tokens.access_token, String(claims.sub)));
      } catch {
        // The ID token's claims are enough where the provider has no userinfo endpoint.
      }
      const member = {
        subject: String(claims.sub),
        name: String(claims.name ?? claims.email ?? claims.sub),
        ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
        roles: rolesFor(groupsOf(claims), roles),
      };
      // A new session id at every sign-in: nothing set before it (a planted cookie) carries over.
      await store.end(readCookie(req.headers.cookie, cookies.session));
      const session = await store.create(member, tokens.id_token);
      await store.audit({ subject: member.subject, name: member.name, area: 'site', action: 'signed-in' });
      res.append('Set-Cookie', cookies.set(cookies.session, session.id));
      res.redirect(303, pending.returnTo);
    } catch (error) {
      console.error(`Staff sign-in failed: ${messageOf(error) ?? error}`);
      refuse(req, res, 'sign-in-failed', 400);
    }
  });

  /** The session of the request (its last use moved to now), or undefined. */
  async function sessionOf(req: express.Request) {
    return store.read(readCookie(req.headers.cookie, cookies.session));
  }

  /** A form's body and whether its CSRF token is the session's; 403 otherwise. */
  function readChecked(
    req: express.Request,
    res: express.Response,
    member: StaffMember,
    then: (body: string) => void,
  ) {
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin') {
      return refuse(req, res, 'other-site');
    }
    readForm(req, res, (error) => {
      const body = typeof req.body === 'string' ? req.body : '';
      if (error || !csrfMatches(new URLSearchParams(body).get(STAFF_CSRF_FIELD), member.csrf)) {
        return refuse(req, res, 'expired');
      }
      then(body);
    });
  }

  router.post('/staff/sign-out', async (req, res, next) => {
    try {
      const session = await sessionOf(req);
      res.append('Set-Cookie', cookies.clear(cookies.session));
      if (!session) return res.redirect(303, '/staff');
      readChecked(req, res, session.staff, async () => {
        try {
          await store.end(readCookie(req.headers.cookie, cookies.session));
          await store.audit({
            subject: session.staff.subject,
            name: session.staff.name,
            area: 'site',
            action: 'signed-out',
          });
          const { config, client } = await relyingParty();
          // Signed out at the provider too, when it says where (RP-initiated logout).
          const endSession = config.serverMetadata().end_session_endpoint
            ? client.buildEndSessionUrl(config, {
                post_logout_redirect_uri: `${origin}/staff`,
                ...(session.idToken ? { id_token_hint: session.idToken } : {}),
              }).href
            : '/staff';
          res.redirect(303, endSession);
        } catch (error) {
          next(error);
        }
      });
    } catch (error) {
      next(error);
    }
  });

  // Every other staff page: the staff frame (/staff) and the areas' pages.
  router.all(/.*/, async (req, res, next) => {
    const path = staffPathOf(req.path);
    if (!path || path.startsWith('/staff/idp')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return next();
    try {
      const list = res.locals.list;
      const session = await sessionOf(req);
      const area = staffAreaOf(list, path);
      const url = `${origin}${req.originalUrl}`;
      if (!session) {
        if (area || req.method === 'POST') {
          return res.redirect(303, `/staff/sign-in?return=${encodeURIComponent(req.originalUrl)}`);
        }
        return send(res, await render(url, undefined, list, { member: null }));
      }
      const member = session.staff;
      const role: StaffRole | undefined = area ? member.roles[area] : undefined;
      if (area && !role) {
        await store.audit({
          subject: member.subject,
          name: member.name,
          area,
          action: 'refused',
          record: path,
        });
        return refuse(req, res, 'no-role');
      }
      const context = area && role ? { member, area, role } : undefined;
      if (req.method === 'POST') {
        if (!context) return refuse(req, res, 'no-forms', 405);
        return readChecked(req, res, member, async (body) => {
          if (!roleAllows(role, 'agent')) {
            await store.audit({
              subject: member.subject,
              name: member.name,
              area: context.area,
              action: 'refused',
              record: path,
            });
            return refuse(req, res, 'read-only');
          }
          try {
            const result = await render(url, { body, answer: 'page' }, list, { member, context });
            await store.audit({
              subject: member.subject,
              name: member.name,
              area: context.area,
              action: 'submitted',
              record: path,
              detail: { status: result.status },
            });
            send(res, result);
          } catch (error) {
            next(error);
          }
        });
      }
      // A file of the area's staff pages (an export): its backend's, as an attachment, audited.
      if (context && /\.[a-z0-9]+$/i.test(path)) {
        const location = { pathname: path, search: new URL(url).search };
        const found = file ? await file(list, location, context) : undefined;
        if (!found) return refuse(req, res, 'no-file', 404);
        await store.audit({
          subject: member.subject,
          name: member.name,
          area: context.area,
          action: 'exported',
          record: path,
        });
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('Content-Type', found.type);
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${found.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        );
        return res.send(found.body);
      }
      const result = await render(url, undefined, list, { member, ...(context ? { context } : {}) });
      // Every read of an area's staff page (its records: personal data) is written, whatever the area does.
      if (context && result.status < 400)
        await store.audit({
          subject: member.subject,
          name: member.name,
          area: context.area,
          action: 'viewed',
          record: path,
        });
      send(res, result);
    } catch (error) {
      next(error);
    }
  });

  function send(res: express.Response, result: Awaited<ReturnType<StaffRender>>) {
    res.status(result.status);
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, String(value));
    // Whatever the renderer said: a staff page is for this member only, now.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (result.headers.Location) return res.end();
    res.setHeader('Content-Security-Policy', staffRenderedCsp(providerOrigin));
    res.type('html').send(result.body ?? '');
  }

  return router;
}

/**
 * The policy of a rendered staff page: no script at all (staff pages are server-rendered HTML whose forms
 * post), the page's inline styles, its images, forms to this origin and, for sign-out (whose answer redirects
 * to the provider's end-session endpoint, which form-action covers), the provider's origin.
 */
export function staffRenderedCsp(providerOrigin?: string): string {
  const formAction = [
    "'self'",
    ...(providerOrigin && /^https?:\/\/[a-z0-9.:-]+$/i.test(providerOrigin) ? [providerOrigin] : []),
  ];
  return `default-src 'self';script-src 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:;object-src 'none';base-uri 'self';form-action ${formAction.join(' ')};frame-ancestors 'none'`;
}

/** Milliseconds of idle time a session is given (for the docs' and tests' words). */
export const SESSION_IDLE_MS = IDLE_MS;
