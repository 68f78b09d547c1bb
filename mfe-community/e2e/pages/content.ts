// The area's content as the build reads it (src/content, checked by its schema), so a journey expects what the
// records say rather than a copy of them.
import path from 'node:path';
import { readCollection } from '../../../build/content-collection.cjs';
import type {
  ElectionDate,
  InitiativeRecord,
  ParkingPermitType,
  PollingLocation,
  Program,
  VolunteerOpportunity,
  VoterRegistrationMethod,
} from '../../src/content/schema';

function collection<T>(name: string): readonly T[] {
  const marker = path.join(__dirname, '..', '..', 'src', 'content', name, 'index.collection');
  const { records, problems } = readCollection(marker);
  if (problems.length) throw new Error(problems.join('\n'));
  return records.map((record) => record.output as T);
}

export const programs = collection<Program>('programs');
export const initiatives = collection<InitiativeRecord>('initiatives');
export const volunteerOpportunities = collection<VolunteerOpportunity>('volunteer-opportunities');
export const parkingPermitTypes = collection<ParkingPermitType>('permit-types');
export const registrationMethods = collection<VoterRegistrationMethod>('registration-methods');
export const electionDates = collection<ElectionDate>('election-dates');
export const pollingLocations = collection<PollingLocation>('polling-locations');

/** A program by its id, which a journey names. */
export function program(id: string): Program {
  const found = programs.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no program "${id}" in src/content/programs`);
  return found;
}

/** How the pages write a count ("3,250") and a date ("November 5, 2024"). */
export { longDate, wholeNumber } from '../../src/content/schema';
