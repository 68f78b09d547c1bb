import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@springfield/shared';
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
        <TextField
          id="newsletter-email"
          label="Email address"
          hideLabel
          className="ne-newsletter__field"
          inputClassName="ne-newsletter__email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email address"
          value={email}
          onChange={setEmail}
        />
        <Button className="ne-newsletter__submit" variant="primary" size="large" type="submit">
          Subscribe
        </Button>
      </form>
    </section>
  );
}
