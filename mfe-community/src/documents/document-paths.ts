// Where the area's documents are in its build, and their addresses. The area publishes its build's documents/
// folder on the site's origin (area.json `files`: the site's server answers /documents/x.pdf with this build's
// file), so a document's address is the same on every page, in the browser and on the server. The generator
// (document-files.ts) reads this module in the build's process: nothing here reads the build's globals.
import { slugify } from '../features/programs/utils/slugify';

export const PARKING_PERMIT_APPLICATION_FILE = 'documents/parking-permit-application.pdf';
export const VOTER_REGISTRATION_APPLICATION_FILE = 'documents/voter-registration-application.pdf';

/** A program document's file: "Energy Rebate Application" -> "documents/energy-rebate-application.pdf". */
export function programDocumentFile(name: string): string {
  return `documents/${slugify(name) || 'document'}.pdf`;
}

/** The address of a published document on the site's origin: "/documents/energy-rebate-application.pdf". */
export function siteFileHref(file: string): `/${string}` {
  return `/${file}`;
}

/** Where a program document is served (the spec's static document path): /documents/{slugified-name}.pdf. */
export function programDocumentHref(name: string): `/${string}` {
  return siteFileHref(programDocumentFile(name));
}
