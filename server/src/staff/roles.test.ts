/** @jest-environment node */
import { DEFAULT_ROLES_FILE, groupsOf, readRolesConfig, rolesFor } from './roles';
import { hashPassword, passwordMatches, readAccounts, signInWith } from './accounts';
import { cookiePolicy, csrfMatches, readCookie, staffAreaOf, staffPathOf } from './staff-side';

describe('roles per area', () => {
  const config = readRolesConfig(DEFAULT_ROLES_FILE);

  it('maps the Public Works group to services-payments agent, and Communications to two areas', () => {
    expect(rolesFor(['public-works'], config)).toEqual({ services_payments: 'agent' });
    expect(rolesFor(['communications'], config)).toEqual({ news_events: 'admin', community: 'agent' });
    expect(rolesFor(['nobody-knows-this-group'], config)).toEqual({});
  });

  it('gives the highest role any of the groups gives', () => {
    expect(rolesFor(['finance-viewers', 'public-works'], config).services_payments).toBe('agent');
    expect(rolesFor(['public-works', 'service-delivery-admin'], config).services_payments).toBe('admin');
  });

  it('reads groups as a list or a single string', () => {
    expect(groupsOf({ groups: ['a', 3, 'b'] })).toEqual(['a', 'b']);
    expect(groupsOf({ groups: 'a' })).toEqual(['a']);
    expect(groupsOf({})).toEqual([]);
  });
});

describe('the embedded provider’s accounts', () => {
  it('checks a password against its scrypt record', () => {
    const record = hashPassword('correct horse');
    expect(passwordMatches('correct horse', record)).toBe(true);
    expect(passwordMatches('wrong horse', record)).toBe(false);
  });

  it('signs in the documented test accounts with the documented password only', () => {
    const accounts = readAccounts();
    expect(signInWith(accounts, 'Works.Agent@springfield.gov ', 'springfield-staff-test')?.sub).toBe(
      'works.agent',
    );
    expect(signInWith(accounts, 'comms@springfield.gov', 'springfield-staff-test')?.groups).toEqual([
      'communications',
    ]);
    expect(signInWith(accounts, 'works.agent@springfield.gov', 'guess')).toBeUndefined();
    expect(signInWith(accounts, 'nobody@springfield.gov', 'springfield-staff-test')).toBeUndefined();
  });
});

describe('the staff side’s checks', () => {
  it('compares CSRF tokens in constant time, refusing anything else', () => {
    expect(csrfMatches('abc', 'abc')).toBe(true);
    expect(csrfMatches('abd', 'abc')).toBe(false);
    expect(csrfMatches(undefined, 'abc')).toBe(false);
    expect(csrfMatches('abcd', 'abc')).toBe(false);
  });

  it('names the session cookie __Host- and Secure over HTTPS, and plainly on localhost', () => {
    const https = cookiePolicy('https://www.springfield.gov');
    expect(https.session).toBe('__Host-sf-staff');
    expect(https.set(https.session, 'x')).toBe('__Host-sf-staff=x; Path=/; HttpOnly; SameSite=Lax; Secure');
    const local = cookiePolicy('http://localhost:8080');
    expect(local.set(local.session, 'x')).toBe('sf-staff=x; Path=/; HttpOnly; SameSite=Lax');
    expect(readCookie('a=1; sf-staff=abc; b=2', 'sf-staff')).toBe('abc');
  });

  it('finds staff paths in every language, and the area whose staff pages they are', () => {
    expect(staffPathOf('/staff')).toBe('/staff');
    expect(staffPathOf('/es/staff/requests/4')).toBe('/staff/requests/4');
    expect(staffPathOf('/staffing')).toBeUndefined();
    const list = {
      remotes: {
        services_payments: { entry: 'x', staff: { prefixes: ['/staff/requests'], module: './staffRoutes' } },
        news_events: { entry: 'y' },
      },
    };
    expect(staffAreaOf(list, '/staff/requests/4')).toBe('services_payments');
    expect(staffAreaOf(list, '/staff')).toBeUndefined();
    expect(staffAreaOf(list, '/staff/requestsx')).toBeUndefined();
  });
});
