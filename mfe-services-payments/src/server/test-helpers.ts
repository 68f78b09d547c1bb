// Helpers for the backend's tests (jest only: nothing of the site imports this file).
import type { AreaBackend } from '@springfield/shared';

export const SITE = 'http://localhost:8080';

/** The backend's answer to a request of its API (it must answer: the path is under /open311). */
export async function call(backend: AreaBackend, path: string, init?: RequestInit): Promise<Response> {
  const response = await backend.handle?.(new Request(`${SITE}${path}`, init));
  if (!response) throw new Error(`the backend did not answer ${path}`);
  return response;
}

/** An Open311 client's key as `npm run submissions -- open311-key` answers it. */
export interface IssuedKey {
  id: string;
  name: string;
  key: string;
  created_at: Date;
  revoked_at: Date | null;
}

/**
 * The operator's Open311 key commands (server/src/submissions.ts, `npm run submissions -- open311-key …`), run
 * on a test's database (StartedBackend's `database`): the tests issue keys the way the operator does.
 */
export const keyCommands = jest.requireActual<{
  issueOpen311Key(database: unknown, name: string): Promise<IssuedKey>;
  listOpen311Keys(database: unknown): Promise<Omit<IssuedKey, 'key'>[]>;
  revokeOpen311Key(database: unknown, id: string): Promise<Omit<IssuedKey, 'key'> | undefined>;
}>('@springfield/server/submissions');

/** POST Service Request, form-encoded as Open311 says, with the client's `api_key` (none: undefined). */
export function postRequest(
  backend: AreaBackend,
  apiKey: string | undefined,
  fields: Record<string, string> | [string, string][],
  headers: Record<string, string> = {},
): Promise<Response> {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  return call(backend, '/open311/v2/requests.json', {
    method: 'POST',
    body: new URLSearchParams([...(apiKey === undefined ? [] : [['api_key', apiKey]]), ...entries]),
    headers,
  });
}

/** A complete pothole report as an Open311 client sends it. */
export const potholeFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  service_code: 'pothole-report',
  address_string: 'Main St & 5th Ave',
  description: 'Two feet wide, near the crosswalk',
  'attribute[severity]': 'High',
  email: 'ana.lopez@example.com',
  first_name: 'Ana',
  last_name: 'Lopez',
  phone: '(555) 010-2030',
  ...overrides,
});

/** The new request's number from a 201 answer. */
export async function createdId(response: Response): Promise<string> {
  if (response.status !== 201)
    throw new Error(`expected 201, got ${response.status}: ${await response.text()}`);
  const [created] = (await response.json()) as { service_request_id: string }[];
  return created.service_request_id;
}

/** Waits for nothing longer than a timer tick. */
export const tick = (ms = 2) => new Promise<void>((resolve) => setTimeout(resolve, ms));
