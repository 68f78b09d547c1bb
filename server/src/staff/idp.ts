// The embedded OpenID Connect provider (issue 44): used when the site is given no city provider
// (STAFF_OIDC_ISSUER unset): npm start on a fresh machine, and the journeys. `oidc-provider` mounted by the
// site's own server under /staff/idp, with the accounts of deploy/staff-accounts.json, its own sign-in page, its
// signing and cookie keys generated once and kept in the site's database (so every restart, and every instance
// on one database, signs with the same keys), authorization code with PKCE only, one confidential client: the
// site. Multi-factor, password rules and lock-outs are a real provider's job; this one is for trying the staff
// side and testing it, and says so on its page.
import crypto from 'node:crypto';
import express from 'express';
import type { StaffAccount } from './accounts';
import { signInWith } from './accounts';
import { escapeHtml, STAFF_PAGE_CSP, staffPage } from './html';
import type { StaffStore } from './store';
import { fieldOf } from '../narrow';

export const IDP_PATH = '/staff/idp';
export const EMBEDDED_CLIENT_ID = 'springfield-site';

/** What the relying party needs to use the embedded provider. */
export interface EmbeddedProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The express router: the sign-in page, then the provider itself. */
  router: express.Router;
}

interface Jwk extends crypto.JsonWebKey {
  kid?: string;
  alg?: string;
  use?: string;
}

/** The provider's signing key, cookie keys and client secret: generated once, then read. */
async function keys(store: StaffStore) {
  const fresh = () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' }) as Jwk;
    return { ...jwk, kid: crypto.randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  };
  const signing = (await store.kept<Jwk>('signing')) ?? (await store.keepOnce('signing', fresh()));
  const cookies =
    (await store.kept<string[]>('cookies')) ??
    (await store.keepOnce('cookies', [crypto.randomBytes(32).toString('base64url')]));
  const secret =
    (await store.kept<string>('client-secret')) ??
    (await store.keepOnce('client-secret', crypto.randomBytes(32).toString('base64url')));
  return { signing, cookies, secret };
}

function loginForm({
  uid,
  email = '',
  failed = false,
}: {
  uid: string;
  email?: string;
  failed?: boolean;
}): string {
  const error = failed
    ? `<div class="error" role="alert" tabindex="-1" id="problem"><h2>There is a problem</h2><p>The e-mail address or the password is not right. <a href="#password">Enter them again</a>.</p></div>`
    : '';
  return staffPage({
    title: 'Sign in to the staff side',
    body: `${error}
<form method="post" action="${escapeHtml(`/staff/idp/interaction/${uid}/login`)}" novalidate>
<label for="email">Work e-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(email)}"${failed ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${failed ? ' autofocus aria-describedby="problem" aria-invalid="true"' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="note">This is the site's built-in test sign-in, for trying the staff side on a machine without the city's identity provider. A city's staff sign in at its own provider, which asks for their second factor.</p>`,
  });
}

/**
 * Creates the embedded provider for `origin` (the site's public origin): its issuer is `${origin}/staff/idp`,
 * its one client the site itself, redirected to `${origin}/staff/callback`.
 */
export async function createEmbeddedProvider({
  origin,
  store,
  accounts,
}: {
  origin: string;
  store: StaffStore;
  accounts: readonly StaffAccount[];
}): Promise<EmbeddedProvider> {
  const { Provider } = await import('oidc-provider');
  const { signing, cookies, secret } = await keys(store);
  const issuer = `${origin}${IDP_PATH}`;
  const byId = (id: string) => accounts.find((account) => account.sub === id);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: secret,
        client_name: 'City of Springfield website',
        redirect_uris: [`${origin}/staff/callback`],
        post_logout_redirect_uris: [`${origin}/staff`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signing] },
    cookies: { keys: cookies },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'groups'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email'], groups: ['groups'] },
    // The site asks userinfo too; the claims in the ID token as well, as Entra ID and Okta send them.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const account = byId(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          name: account.name,
          email: account.email,
          groups: account.groups,
        }),
      };
    },
    // The site is the provider's one client, first-party: no consent page.
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      const existing = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(oidc.client!.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope('openid profile email groups');
      grant.addOIDCClaims(['name', 'email', 'groups']);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.set('Content-Security-Policy', STAFF_PAGE_CSP);
          ctx.body = staffPage({
            title: 'Sign out of the staff sign-in',
            body: `${form}<p>You have left the staff side of the website. Sign out of the city's sign-in too, so that nobody else on this device can sign in as you?</p>
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" class="secondary" form="op.logoutForm">No, stay signed in</button>`,
          });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.set('Content-Security-Policy', STAFF_PAGE_CSP);
          ctx.body = staffPage({
            title: 'You are signed out',
            body: '<p><a href="/staff">Go to the staff side</a></p>',
          });
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', STAFF_PAGE_CSP);
      ctx.body = staffPage({
        title: 'Sign-in did not work',
        body: `<p>${escapeHtml(String(out.error_description ?? out.error ?? 'Something went wrong.'))}</p><p><a href="/staff/sign-in">Start again</a></p>`,
      });
    },
    ttl: {
      Session: 10 * 60 * 60,
      Interaction: 60 * 60,
      Grant: 10 * 60 * 60,
      IdToken: 60 * 60,
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
    },
  });
  // Behind the site's proxy (SITE_TRUST_PROXY): its X-Forwarded-Proto says whether the visitor used HTTPS.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => console.error('The staff sign-in provider failed:', error));

  const router = express.Router();
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Content-Security-Policy', STAFF_PAGE_CSP);
    next();
  };
  const body = express.urlencoded({ extended: false, limit: '4kb' });
  router.get('/staff/idp/interaction/:uid', noStore, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login') {
        // Consent is granted by loadExistingGrant: nothing to ask.
        return await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      }
      res.type('html').send(loginForm({ uid: details.uid }));
    } catch (error) {
      next(error);
    }
  });
  router.post('/staff/idp/interaction/:uid/login', noStore, body, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      // The form as express.urlencoded read it (express types a body as any).
      const form: unknown = req.body;
      const email = String(fieldOf(form, 'email') ?? '').slice(0, 254);
      const account = signInWith(accounts, email, String(fieldOf(form, 'password') ?? '').slice(0, 200));
      if (!account) {
        return res
          .status(401)
          .type('html')
          .send(loginForm({ uid: details.uid, email, failed: true }));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });
  router.use(IDP_PATH, noStore, provider.callback());
  return { issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret: secret, router };
}
