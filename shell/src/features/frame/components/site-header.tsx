import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { mainNavigation } from '../data/frame-links';
import { useIntl } from 'react-intl';
import { frameMessages } from '../messages';
import { LinkWords } from './link-words';
import { CityLogo } from './city-logo';
import { SiteSearch } from './site-search';
import { Button, ButtonLink } from '@springfield/shared';

const MOBILE_MENU_ID = 'sf-mobile-menu';

/** The sticky header: logo and title, search, the main navigation and, on small screens, the menu. */
export function SiteHeader() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  // The page as the server sends it has no script yet: the menu is a link to itself (shown by :target), which
  // becomes the button once the script runs.
  const [scripted, setScripted] = useState(false);
  const location = useLocation();

  useEffect(() => setScripted(true), []);

  // The menu closes when a link is chosen (any navigation), and with Escape.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  // Opened by its address before the script ran (the Menu link, :target): it stays open once the script runs,
  // now the button's to close, so that what a visitor typed in its search box stays in view (issue 45). After
  // the effect above, which closes the menu on the first render too.
  useEffect(() => {
    if (window.location.hash === `#${MOBILE_MENU_ID}`) setMenuOpen(true);
  }, []);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('sf-menu-button')?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const navLinks = (onChoose?: () => void) => (
    <ul>
      {mainNavigation().map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} onClick={onChoose}>
            <LinkWords link={link} />
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="sh-header">
      <div className="sf-container sh-header__bar">
        <Link to="/" className="sh-header__brand">
          <CityLogo />
          <span className="sh-header__titles">
            <span className="sh-header__title">{intl.formatMessage(frameMessages.cityName)}</span>
            <span className="sh-header__tagline">{intl.formatMessage(frameMessages.tagline)}</span>
          </span>
        </Link>
        <SiteSearch variant="desktop" />
        {scripted ? (
          <Button
            id="sf-menu-button"
            className="sh-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            icon={
              <span aria-hidden="true" className="sh-header__menu-icon">
                {menuOpen ? '✕' : '☰'}
              </span>
            }
          >
            {intl.formatMessage(frameMessages.menu)}
          </Button>
        ) : (
          <ButtonLink
            id="sf-menu-button"
            className="sh-header__menu-button"
            href={`#${MOBILE_MENU_ID}`}
            icon={
              <span aria-hidden="true" className="sh-header__menu-icon">
                ☰
              </span>
            }
          >
            {intl.formatMessage(frameMessages.menu)}
          </ButtonLink>
        )}
      </div>
      <nav className="sh-nav sh-nav--desktop" aria-label={intl.formatMessage(frameMessages.mainNavigation)}>
        <div className="sf-container">{navLinks()}</div>
      </nav>
      <div
        id={MOBILE_MENU_ID}
        className="sh-mobile-menu"
        hidden={!menuOpen}
        data-scripted={scripted ? '' : undefined}
      >
        <nav
          className="sh-nav sh-nav--mobile"
          aria-label={intl.formatMessage(frameMessages.mainNavigationMenu)}
        >
          {navLinks(() => setMenuOpen(false))}
        </nav>
        <SiteSearch variant="mobile" onSearch={() => setMenuOpen(false)} />
      </div>
    </header>
  );
}
