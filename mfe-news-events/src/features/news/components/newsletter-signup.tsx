import { useState, type FormEvent } from 'react';
import { Button } from '@springfield/shared';
import { NoScriptAlternative } from '@springfield/shared';

/** Newsletter box; the spec shows no action and no validation for it. */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <section className="ne-newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Stay Informed</h2>
      <p>Get the latest city news, notices and event updates delivered to your inbox.</p>
      <form className="ne-newsletter__form" onSubmit={submit}>
        <NoScriptAlternative />
        <label className="sf-visually-hidden" htmlFor="newsletter-email">
          Email address
        </label>
        <input
          className="sf-input ne-newsletter__email"
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button className="ne-newsletter__submit" variant="primary" size="large" type="submit">
          Subscribe
        </Button>
      </form>
    </section>
  );
}
