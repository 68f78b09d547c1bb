/** The route of /volunteer/:id/apply, whose action takes an application (and names its submissions). */
export const VOLUNTEER_APPLY_ROUTE_ID = 'community:volunteer-apply';

/** The volunteer page: the opportunities, no form open. */
export const VOLUNTEER_PATH = '/volunteer';

/** The volunteer page with an opportunity's application form open under its card; the form posts here. */
export function volunteerApplyPath(opportunityId: string): string {
  return `${VOLUNTEER_PATH}/${encodeURIComponent(opportunityId)}/apply`;
}

/** Where a valid application is sent (post/redirect/get): the page that says it was received. */
export function volunteerAppliedPath(opportunityId: string): string {
  return `${VOLUNTEER_PATH}/${encodeURIComponent(opportunityId)}/applied`;
}

/** The page of an application mail's withdraw link (`?token=`), its action's id, and the link's purpose. */
export const WITHDRAW_PATH = `${VOLUNTEER_PATH}/application/withdraw`;
export const WITHDRAW_ROUTE_ID = 'community:volunteer-withdraw';
export const WITHDRAW_PURPOSE = 'volunteer-withdraw';

/** Where a withdrawn application lands (post/redirect/get). */
export function volunteerWithdrawnPath(opportunityId: string): string {
  return `${VOLUNTEER_PATH}/${encodeURIComponent(opportunityId)}/withdrawn`;
}

/** The id of an opportunity card's Sign Up link, where focus returns when its form closes. */
export function signUpLinkId(opportunityId: string): string {
  return `volunteer-sign-up-${opportunityId}`;
}
