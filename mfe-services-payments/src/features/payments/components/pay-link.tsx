import { ButtonLink, type ButtonVariant } from '@springfield/shared';
import type { MouseEvent, ReactNode } from 'react';
import { useProcessor } from '../hooks/use-payments-data';
import { paymentAddress } from '../utils/payment-addresses';
import type { SelectedPayment } from './selected-payment';

/** What the payment page gives its Pay buttons. */
export interface PayLinkBehaviour {
  /** The navigation's history state: the dialog opens over the page (see over-page.ts). */
  state: unknown;
  /** Just before the navigation to the payment's address; the link pressed (focus comes back to it). */
  onOpen: (link: HTMLElement) => void;
  /** The pointer or focus reached a Pay button: a good moment to start loading the payment dialog. */
  onIntent: () => void;
}

export interface PayLinkProps {
  payment: SelectedPayment;
  behaviour: PayLinkBehaviour;
  variant?: ButtonVariant;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A Pay button: a link to the payment's address, /pay-fines/pay/{item} (Pay All: with its lookup), its own
 * page without script. With script the router follows it, and the page opens the Complete Payment dialog
 * there, over itself.
 */
export function PayLink({ payment, behaviour, variant, children, ...label }: PayLinkProps) {
  const processor = useProcessor();
  // No processor: no payment is offered (the page's notice says how else to pay).
  if (processor?.mode === 'none') return null;
  return (
    <ButtonLink
      to={paymentAddress(payment)}
      // Not known here (the page was not rendered by the server for the payments): its page is, by a page load.
      reloadDocument={processor === undefined}
      state={behaviour.state}
      preventScrollReset
      variant={variant}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => behaviour.onOpen(event.currentTarget)}
      onPointerEnter={behaviour.onIntent}
      onFocus={behaviour.onIntent}
      {...label}
    >
      {children}
    </ButtonLink>
  );
}
