// The FAQ pages' addresses: apart from their records and words, for the area's routes (issue 45).

/** How to get a residential parking permit, and how to apply for one (with a type's slug, for that type). */
export const PARKING_PERMIT_PATH = '/faq/parking-permit';
export const PARKING_PERMIT_APPLY_PATH = `${PARKING_PERMIT_PATH}/apply`;

/** How to register to vote. */
export const VOTER_REGISTRATION_PATH = '/faq/voter-registration';
