import { LoadingPanel, Toaster } from '@springfield/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useNavigation } from 'react-router-dom';
import { frameMessages } from '../messages';
import type { AreaLoader } from '../../remotes/area-loader';
import { areaForPath } from '../../remotes/remote-areas';
import { useScrollOnNavigate } from '../hooks/use-scroll-on-navigate';
import { signalPageReady } from '../page-ready';
import { LanguagePicker } from '../../language/components/language-picker';
import { HolidayBanner } from './holiday-banner';
import { PageHelpful } from './page-helpful';
import { QuickLinksBar } from './quick-links-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '../frame.css';

export const MAIN_CONTENT_ID = 'main-content';

export interface FrameProps {
  /** Tells whether a remote area is already attached (then no loading state is needed). */
  loader: AreaLoader;
  /** Shown while the router attaches the first page's remote, before any page can render. */
  initialLoading?: boolean;
}

/** The page frame around every page. */
export function Frame({ loader, initialLoading = false }: FrameProps) {
  const intl = useIntl();
  useScrollOnNavigate(MAIN_CONTENT_ID);
  const navigation = useNavigation();
  // While a remote that has never been loaded is fetched, say so instead of leaving the old page up.
  const target = navigation.location ? areaForPath(navigation.location.pathname) : undefined;
  const loadingRemote =
    initialLoading || (navigation.state === 'loading' && target !== undefined && !loader.isLoaded(target));
  // The frame's effects run after those of the page inside it: once the first page is in, the page is alive.
  useEffect(() => {
    if (!initialLoading) signalPageReady();
  }, [initialLoading]);

  return (
    <>
      <a className="sh-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {intl.formatMessage(frameMessages.skipLink)}
      </a>
      {/* The page in the site's other languages, first thing on every page (not in the sticky header, which
          stays as short as it was). */}
      <LanguagePicker />
      <HolidayBanner />
      <QuickLinksBar />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="sh-main" aria-busy={loadingRemote}>
        {/* The loading state fills the window, so nothing on screen (the footer) moves when the page arrives. */}
        {loadingRemote ? (
          <LoadingPanel label={intl.formatMessage(frameMessages.loadingPage)} minHeight="100vh" />
        ) : (
          <Outlet />
        )}
      </main>
      {loadingRemote ? null : <PageHelpful />}
      <SiteFooter />
      <Toaster />
    </>
  );
}
