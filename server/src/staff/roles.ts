// Roles per area (issue 44): the identity provider's groups mapped to areas and roles in a configuration file
// (deploy/staff-roles.json, or STAFF_ROLES_FILE), so a city changes who may do what without a release.
import fs from 'node:fs';
import path from 'node:path';
import type { StaffRole, StaffRoles } from '@springfield/shared/contract';
import * as apps from '../apps.cjs';

// The contract's values, repeated here: the server loads no module of shared at run time (its types only).
/** The roles, lowest first (the contract's STAFF_ROLES). */
export const STAFF_ROLES: readonly StaffRole[] = ['viewer', 'agent', 'admin'];
/** The field of the CSRF token (the contract's STAFF_CSRF_FIELD). */
export const STAFF_CSRF_FIELD = '_csrf';

/** Whether `role` allows what `needed` allows (the contract's roleAllows). */
export function roleAllows(role: StaffRole | undefined, needed: StaffRole): boolean {
  return role !== undefined && STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}

export interface RolesConfig {
  /** group -> area -> role */
  groups: Record<string, Record<string, StaffRole>>;
}

export const DEFAULT_ROLES_FILE = path.join(apps.root, 'deploy', 'staff-roles.json');

/** The file read and checked: an unknown role is refused at start, not silently ignored. */
export function readRolesConfig(file = process.env.STAFF_ROLES_FILE || DEFAULT_ROLES_FILE): RolesConfig {
  if (file === DEFAULT_ROLES_FILE && !fs.existsSync(file)) {
    // An image or install without the file: nobody has a role (every area's staff pages answer 403), said once.
    console.error(`No staff roles: ${file} is missing (set STAFF_ROLES_FILE).`);
    return { groups: {} };
  }
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<RolesConfig>;
  const groups: RolesConfig['groups'] = {};
  for (const [group, areas] of Object.entries(parsed.groups ?? {})) {
    groups[group] = {};
    for (const [area, role] of Object.entries(areas ?? {})) {
      if (!STAFF_ROLES.includes(role))
        throw new Error(`${file}: ${group} gives ${area} an unknown role "${role}"`);
      groups[group][area] = role;
    }
  }
  return { groups };
}

/** A member's role in each area, from their groups: the highest any of their groups gives. */
export function rolesFor(groups: readonly string[], config: RolesConfig): StaffRoles {
  const roles: Record<string, StaffRole> = {};
  for (const group of groups) {
    for (const [area, role] of Object.entries(config.groups[group] ?? {})) {
      if (!roleAllows(roles[area], role)) roles[area] = role;
    }
  }
  return roles;
}

/** The groups of an ID token's or userinfo's claims: `groups` as a list of strings (or one string). */
export function groupsOf(claims: Record<string, unknown>): string[] {
  const value = claims.groups;
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
}
