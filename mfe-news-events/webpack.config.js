const { createConfig } = require('@springfield/shared/tooling/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'News & Events (standalone) | City of Springfield',
  exposes: {
    './routes': './src/routes.tsx',
    './LatestNewsWidget': './src/features/news/components/latest-news-widget.tsx',
    './UpcomingEventsWidget': './src/features/events/components/upcoming-events-widget.tsx',
  },
});
