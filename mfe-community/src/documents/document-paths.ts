// Where the area's printable forms are in its build, and their addresses: the remote's own origin (its
// build's folder) and the file, as webpack knows it in the browser and on the server (`load(publicPath)`).

/** Set by webpack for this bundle (the remote's folder); in jest, its configuration gives one. */
declare let __webpack_public_path__: string;

export const PARKING_PERMIT_APPLICATION_FILE = 'documents/parking-permit-application.pdf';
export const VOTER_REGISTRATION_APPLICATION_FILE = 'documents/voter-registration-application.pdf';

/** The address of a file this area's build publishes. Read when a page renders, never at build time. */
export function publishedFileHref(file: string): string {
  return `${__webpack_public_path__}${file}`;
}
