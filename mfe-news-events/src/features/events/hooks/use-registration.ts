import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { REGISTRATION_DELAY_MS } from '../data/events';
import { useEventsStore } from '../events-store';

export interface RegistrationDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The simulated registration of the events list: busy for 1.5 s, then the success toast
 * and one more registered; any exception raises the failure toast. Resolves true on success.
 */
export function useRegistration(event: CityEvent | null) {
  const [submitting, setSubmitting] = useState(false);
  const register = useEventsStore((state) => state.register);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (_details: RegistrationDetails): Promise<boolean> => {
      if (!event) return false;
      setSubmitting(true);
      try {
        await wait(REGISTRATION_DELAY_MS);
        register(event.id);
        notify({
          title: 'Registration Successful!',
          description: `You've been registered for ${event.title}. A confirmation email will be sent shortly.`,
          variant: 'success',
        });
        return true;
      } catch (error) {
        console.error('Registration failed.', error);
        notify({
          title: 'Registration Failed',
          description: 'Unable to complete registration. Please try again.',
          variant: 'destructive',
        });
        return false;
      } finally {
        if (mounted.current) setSubmitting(false);
      }
    },
    [event, register],
  );

  return { submitting, submit };
}
