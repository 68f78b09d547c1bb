import { mountStandalone } from '@springfield/shared';
import { routes } from './routes';

mountStandalone({
  area: 'News & Events',
  routes,
  links: [
    { to: '/news', label: 'Newsroom' },
    { to: '/events', label: 'Events & Meetings' },
  ],
});
