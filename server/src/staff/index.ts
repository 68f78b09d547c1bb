// The staff side, assembled from the environment (issue 44):
//   STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET: the city's OpenID Connect provider
//     (Entra ID, Okta, Login.gov …); its redirect URI is <SITE_ORIGIN>/staff/callback, its post-logout
//     redirect URI <SITE_ORIGIN>/staff. Unset: the embedded provider at /staff/idp (accounts from a file).
//   STAFF_ROLES_FILE: groups to areas and roles (default deploy/staff-roles.json).
//   STAFF_ACCOUNTS_FILE: the embedded provider's accounts (default deploy/staff-accounts.json).
//   STAFF_EMBEDDED_PROVIDER=on: the embedded provider on a site whose origin is not this machine's (a test
//     deployment); without it such a site offers no staff sign-in until a city's provider is configured, so the
//     documented test accounts never open a real site.
import type { Database } from '../platform/database';
import type { StaffAuditEntry, StaffContext, Queryable } from '@springfield/shared/contract';
import express from 'express';
import { readAccounts } from './accounts';
import { STAFF_PAGE_CSP, staffPage } from './html';
import { createEmbeddedProvider } from './idp';
import { readRolesConfig } from './roles';
import {
  createStaffSide,
  staffPathOf,
  type ProviderSettings,
  type StaffFileReader,
  type StaffRender,
} from './staff-side';
import { createStaffStore, migrateStaff, type StaffStore } from './store';

export interface StaffSetup {
  store: StaffStore;
  /** The express router of the staff side, given the renderer. */
  router(render: StaffRender, file?: StaffFileReader): Promise<import('express').Router>;
  /** The platform's `audit` for the areas' backends: a row in the caller's transaction. */
  audit(tx: Queryable | undefined, staff: StaffContext, entry: StaffAuditEntry): Promise<void>;
  /** Whose provider: 'embedded', the issuer's address, or 'none' (a deployment without one). */
  provider: string;
  close(): void;
}

/** A site without a provider: every staff address says that staff sign-in is not set up (503). */
function signInOff() {
  const router = express.Router();
  router.use((req, res, next) => {
    if (!staffPathOf(req.path)) return next();
    res
      .status(503)
      .setHeader('Cache-Control', 'private, no-store')
      .setHeader('X-Robots-Tag', 'noindex')
      .setHeader('Content-Security-Policy', STAFF_PAGE_CSP)
      .type('html')
      .send(
        staffPage({
          title: 'Staff sign-in is not set up',
          body: '<p>This site has no identity provider for staff yet. Its operators set STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET.</p>',
        }),
      );
  });
  return router;
}

export async function openStaff({
  database,
  origin,
  env = process.env,
}: {
  database: Database;
  origin: string;
  env?: NodeJS.ProcessEnv;
}): Promise<StaffSetup> {
  await migrateStaff(database);
  const store = createStaffStore(database);
  const roles = readRolesConfig(env.STAFF_ROLES_FILE || undefined);
  const issuer = env.STAFF_OIDC_ISSUER || undefined;
  if (issuer && !(env.STAFF_OIDC_CLIENT_ID && env.STAFF_OIDC_CLIENT_SECRET)) {
    throw new Error('STAFF_OIDC_ISSUER needs STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET.');
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
  const embedded = !issuer && (local || env.STAFF_EMBEDDED_PROVIDER === 'on');
  if (!issuer && !embedded) {
    console.error(
      'Staff sign-in is off: set STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET (the embedded test provider serves only http://localhost, or STAFF_EMBEDDED_PROVIDER=on).',
    );
  }
  // Sessions that are over are deleted every ten minutes (each is refused once over anyway).
  const sweeper = setInterval(() => store.sweep().catch(() => {}), 10 * 60 * 1000);
  sweeper.unref();
  return {
    store,
    provider: issuer ?? (embedded ? 'embedded' : 'none'),
    async router(render, file) {
      if (!issuer && !embedded) return signInOff();
      let settings: ProviderSettings;
      let providerRouter;
      if (issuer) {
        settings = {
          issuer,
          clientId: env.STAFF_OIDC_CLIENT_ID as string,
          clientSecret: env.STAFF_OIDC_CLIENT_SECRET as string,
        };
      } else {
        const embedded = await createEmbeddedProvider({
          origin,
          store,
          accounts: readAccounts(env.STAFF_ACCOUNTS_FILE || undefined),
        });
        settings = embedded;
        providerRouter = embedded.router;
      }
      return createStaffSide({
        store,
        roles,
        origin,
        provider: async () => settings,
        render,
        ...(file ? { file } : {}),
        ...(providerRouter ? { providerRouter } : {}),
      });
    },
    audit: (tx, staff, entry) =>
      store.audit(
        {
          subject: staff.member.subject,
          name: staff.member.name,
          area: staff.area,
          action: entry.action,
          ...(entry.record ? { record: entry.record } : {}),
          ...(entry.detail ? { detail: entry.detail } : {}),
        },
        tx,
      ),
    close: () => clearInterval(sweeper),
  };
}
