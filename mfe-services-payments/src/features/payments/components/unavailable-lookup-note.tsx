import { telHref } from '@springfield/shared';
import { PAYMENTS_PHONE } from '../data/payments';

export interface UnavailableLookupNoteProps {
  /** "property tax" */
  what: string;
  shown: boolean;
}

/**
 * The spec's Look Up Property Tax Bill and Look Up Business Fees do nothing; a button that does nothing
 * looks broken, so it says honestly what to do instead. The status region is always present so the
 * message is announced when it appears.
 */
export function UnavailableLookupNote({ what, shown }: UnavailableLookupNoteProps) {
  return (
    <div role="status" className="sp-lookup-note">
      {shown ? (
        <p>
          Online {what} lookup is not available yet. Call{' '}
          <a href={telHref(PAYMENTS_PHONE)}>{PAYMENTS_PHONE}</a> (Monday-Friday, 8 AM-5 PM) for your amount
          due, or use Quick Pay Options on the Lookup &amp; Pay tab.
        </p>
      ) : null}
    </div>
  );
}
