// The tables of the Departments, Services & Payments area (issue 25), in its own schema (area_services_payments).
// Shipped in the area's server build and applied at start by the site's server, in order, once. Never edit a
// migration that has shipped: add the next version.
import type { KeptRecord, Migration } from '@springfield/shared';

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'service requests (Open311 GeoReport v2)',
    sql: `
      CREATE TABLE service_requests (
        -- The request number residents are given: readable, like Open311's examples (100001, 100002 …).
        service_request_id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
        service_code text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        status_notes text,
        description text CHECK (char_length(description) <= 4000),
        address_string text,
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        long double precision CHECK (long BETWEEN -180 AND 180),
        -- The requester, only as far as the form asked: never in a public answer.
        email text,
        first_name text,
        last_name text,
        phone text,
        -- The service's own fields (Open311 attributes: severity, project type …), by their code.
        attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
        media_url text,
        agency_responsible text NOT NULL,
        service_notice text,
        requested_datetime timestamptz NOT NULL DEFAULT now(),
        updated_datetime timestamptz NOT NULL DEFAULT now(),
        -- The request's number in the city's system, once forwarded there (OPEN311_FORWARD_URL).
        external_id text,
        CHECK ((lat IS NULL) = (long IS NULL)),
        CHECK (address_string IS NOT NULL OR lat IS NOT NULL)
      );
      CREATE INDEX service_requests_requested ON service_requests (requested_datetime DESC);
    `,
  },
];

/**
 * Service requests are kept two years after they were made: long enough to follow a request through a permit
 * review or a season of road repairs and to answer a question about it (or a claim about a reported road
 * defect) later; the city's own system, to which each request is forwarded, keeps the official record.
 */
export const kept: readonly KeptRecord[] = [
  {
    kind: 'service-request',
    table: 'service_requests',
    received: 'requested_datetime',
    keepDays: 730,
    purpose:
      'Service requests (pothole reports, permit and license applications, schedule requests): handled by the department responsible, their status shown to the requester',
  },
];
