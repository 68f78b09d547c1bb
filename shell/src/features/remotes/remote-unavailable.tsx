import { useIntl } from 'react-intl';
import { declaredWords } from '../language/components/declared-words';
import { remoteMessages } from './messages';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageNotFound, usePageTitle } from '@springfield/shared';
import type { AreaLoader } from './area-loader';
import type { RemoteArea } from './remote-areas';
import { UnavailablePanel } from './unavailable-panel';

export interface RemoteUnavailableProps {
  area: RemoteArea;
  loader: AreaLoader;
}

/** Shown on a remote's pages while that remote cannot be loaded. Everything else keeps working. */
export function RemoteUnavailable({ area, loader }: RemoteUnavailableProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);
  const intl = useIntl();
  usePageTitle(loader.isLoaded(area) ? undefined : intl.formatMessage(remoteMessages.areaPageTitle));

  // Once the remote is back, a path it does not define is simply not found.
  if (loader.isLoaded(area)) return <PageNotFound />;

  const retry = async () => {
    setRetrying(true);
    const ok = await loader.retry(area);
    setRetrying(false);
    setFailedAgain(!ok);
    // Matching again picks up the routes the remote has just attached.
    if (ok) navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };

  // data-http-status: the site's server answers this page with 503 and Retry-After.
  return (
    <div className="sf-container" data-http-status="503">
      <UnavailablePanel
        headingLevel={1}
        title={intl.formatMessage(remoteMessages.areaTitle)}
        message={intl.formatMessage(remoteMessages.areaMessage, { area: declaredWords(area, 'label').text })}
        retrying={retrying}
        failedAgain={failedAgain}
        onRetry={retry}
      />
    </div>
  );
}
