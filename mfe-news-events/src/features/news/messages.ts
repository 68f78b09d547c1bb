import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words of the newsroom, its articles' pages, the newsletter box and Home's Latest News. */
export const newsMessages = plainMessages(
  defineMessages({
    newsroomTitle: { id: 'news.newsroom.title', defaultMessage: 'Newsroom' },
    newsroomDescription: {
      id: 'news.newsroom.description',
      defaultMessage:
        'Stay informed with the latest news, press releases, public notices and stories from the City of Springfield.',
    },
    subscribe: { id: 'news.newsroom.subscribe', defaultMessage: 'Subscribe' },
    rssFeed: { id: 'news.newsroom.rssFeed', defaultMessage: 'RSS Feed' },
    showing: {
      id: 'news.newsroom.showing',
      defaultMessage: '{count, plural, one {Showing # article} other {Showing # articles}}',
    },
    latestNews: { id: 'news.newsroom.latestNews', defaultMessage: 'Latest News' },
    noMatch: {
      id: 'news.newsroom.noMatch',
      defaultMessage: 'No articles match your search. Try other words or another category.',
    },
    noOthers: { id: 'news.newsroom.noOthers', defaultMessage: 'No other articles in this category.' },
    toolbarLabel: { id: 'news.toolbar.label', defaultMessage: 'Search and filter news' },
    searchLabel: { id: 'news.toolbar.searchLabel', defaultMessage: 'Search news articles' },
    searchPlaceholder: { id: 'news.toolbar.searchPlaceholder', defaultMessage: 'Search news articles...' },
    clearSearch: { id: 'news.toolbar.clearSearch', defaultMessage: 'Clear search' },
    filterLabel: { id: 'news.toolbar.filterLabel', defaultMessage: 'Filter by category' },
    allNews: { id: 'news.category.all', defaultMessage: 'All News' },
    pressReleases: { id: 'news.category.pressReleases', defaultMessage: 'Press Releases' },
    publicNotices: { id: 'news.category.publicNotices', defaultMessage: 'Public Notices' },
    cityBlog: { id: 'news.category.cityBlog', defaultMessage: 'City Blog' },
    featuredStory: { id: 'news.article.featuredStory', defaultMessage: 'Featured Story' },
    views: {
      id: 'news.article.views',
      defaultMessage: '{count, plural, one {{views} view} other {{views} views}}',
    },
    readTime: { id: 'news.article.readTime', defaultMessage: '{minutes} min read' },
    share: { id: 'news.article.share', defaultMessage: 'Share' },
    moreOnThisStory: { id: 'news.article.moreOnThisStory', defaultMessage: 'More on this story' },
    sectionLabel: { id: 'news.article.section', defaultMessage: 'News' },
    backToNewsroom: { id: 'news.article.backToNewsroom', defaultMessage: 'Back to Newsroom' },
    notFoundTitle: { id: 'news.article.notFoundTitle', defaultMessage: 'Article Not Found' },
    notFoundMessage: {
      id: 'news.article.notFoundMessage',
      defaultMessage: 'The requested news article could not be found.',
    },
    newsletterTitle: { id: 'news.newsletter.title', defaultMessage: 'Stay Informed' },
    newsletterText: {
      id: 'news.newsletter.text',
      defaultMessage: 'Get the latest city news, notices and event updates delivered to your inbox.',
    },
    emailLabel: { id: 'news.newsletter.emailLabel', defaultMessage: 'Email address' },
    emailPlaceholder: { id: 'news.newsletter.emailPlaceholder', defaultMessage: 'Enter your email address' },
    successTitle: { id: 'news.newsletter.successTitle', defaultMessage: 'Subscription Successful!' },
    successMessage: {
      id: 'news.newsletter.successMessage',
      defaultMessage:
        "Thank you for subscribing. Please confirm it with the link we have e-mailed you; then you'll receive the latest city news, notices and event updates in your inbox.",
    },
    failedTitle: { id: 'news.newsletter.failedTitle', defaultMessage: 'Subscription Failed' },
    failedMessage: {
      id: 'news.newsletter.failedMessage',
      defaultMessage: 'Unable to complete your subscription. Please try again.',
    },
    emailRequired: {
      id: 'news.newsletter.emailRequired',
      defaultMessage: 'Please enter your email address.',
    },
    emailInvalid: {
      id: 'news.newsletter.emailInvalid',
      defaultMessage: 'Please enter a valid email address, like name@example.com.',
    },
    subscribed: { id: 'news.newsletter.subscribed', defaultMessage: 'Subscribed' },
    unsubscribeTitle: { id: 'news.unsubscribe.title', defaultMessage: 'Unsubscribe from city news' },
    unsubscribeText: {
      id: 'news.unsubscribe.text',
      defaultMessage:
        'Press Unsubscribe to stop receiving the City of Springfield newsletter. Your e-mail address is then deleted.',
    },
    unsubscribeButton: { id: 'news.unsubscribe.button', defaultMessage: 'Unsubscribe' },
    unsubscribeCrumb: { id: 'news.unsubscribe.crumb', defaultMessage: 'Unsubscribe' },
    unsubscribedTitle: { id: 'news.unsubscribed.title', defaultMessage: 'You are unsubscribed' },
    unsubscribedText: {
      id: 'news.unsubscribed.text',
      defaultMessage:
        'You will receive no more city news by e-mail, and your address has been deleted. You can subscribe again in the Newsroom at any time.',
    },
    viewAllNews: { id: 'news.widget.viewAll', defaultMessage: 'View All News' },
  }),
);
