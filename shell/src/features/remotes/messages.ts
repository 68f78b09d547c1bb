import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** What the shell says when an area or a Home widget cannot be shown. */
export const remoteMessages = plainMessages(
  defineMessages({
    loadingWidget: { id: 'remote.widget.loading', defaultMessage: 'Loading {title}…' },
    widgetUnavailable: {
      id: 'remote.widget.unavailable',
      defaultMessage: '{title} is temporarily unavailable',
    },
    widgetNotLoaded: {
      id: 'remote.widget.notLoaded',
      defaultMessage: 'This section could not be loaded. The rest of the page is working.',
    },
    widgetNotShown: {
      id: 'remote.widget.notShown',
      defaultMessage: 'This section could not be shown. The rest of the page is working.',
    },
    areaTitle: {
      id: 'remote.area.title',
      defaultMessage: 'This part of the site is temporarily unavailable',
    },
    areaPageTitle: { id: 'remote.area.pageTitle', defaultMessage: 'Temporarily unavailable' },
    areaMessage: {
      id: 'remote.area.message',
      defaultMessage:
        '{area} could not be loaded. The rest of the site is working. Please try again in a moment.',
    },
    stillUnavailable: {
      id: 'remote.stillUnavailable',
      defaultMessage: 'It is still unavailable. Please try again later.',
    },
    retry: { id: 'remote.retry', defaultMessage: 'Retry' },
    retrying: { id: 'remote.retrying', defaultMessage: 'Retrying…' },
  }),
);
