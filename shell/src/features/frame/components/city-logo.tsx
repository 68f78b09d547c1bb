/** The city seal: decorative, the site name beside it is the link text. */
export function CityLogo() {
  return (
    <svg className="sh-logo" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <circle className="sh-logo__disc" cx="24" cy="24" r="23" />
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 34h24v3H12zM14 20h20l-10-7zM15 21h3v12h-3zM22.5 21h3v12h-3zM30 21h3v12h-3z"
        fill="currentColor"
      />
    </svg>
  );
}
