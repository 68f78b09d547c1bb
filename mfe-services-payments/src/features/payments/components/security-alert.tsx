/** The security and fee notice above the tabs (spec: the alert shows the 2.9% processing fee). */
export function SecurityAlert() {
  return (
    <div className="sp-alert" role="note" aria-labelledby="security-alert-title">
      <p id="security-alert-title" className="sp-alert__title">
        Secure Payment Processing
      </p>
      <p>
        All payments are encrypted and processed securely. A processing fee of 2.9% is added to online
        payments.
      </p>
    </div>
  );
}
