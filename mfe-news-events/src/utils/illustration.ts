// The area's illustrations as a page paints them: an article's or an event's picture is its record's file
// (the address link previews and search engines take, `image` in the records), but the page writes the
// picture itself into its HTML (a data: address, a few hundred bytes each), so the largest paint of the page
// waits for no request and no connection to the area's CDN (issue 45).
import eventCommunity from '../assets/event-community.svg';
import eventCommunityInline from '../assets/event-community.svg?inline';
import eventMeeting from '../assets/event-meeting.svg';
import eventMeetingInline from '../assets/event-meeting.svg?inline';
import eventWorkshop from '../assets/event-workshop.svg';
import eventWorkshopInline from '../assets/event-workshop.svg?inline';
import newsCommunity from '../assets/news-community.svg';
import newsCommunityInline from '../assets/news-community.svg?inline';
import newsInfrastructure from '../assets/news-infrastructure.svg';
import newsInfrastructureInline from '../assets/news-infrastructure.svg?inline';
import newsNotice from '../assets/news-notice.svg';
import newsNoticeInline from '../assets/news-notice.svg?inline';

/** Each illustration's published address and its data: address, both as the build gives them. */
const INLINE = new Map<string, string>([
  [eventCommunity, eventCommunityInline],
  [eventMeeting, eventMeetingInline],
  [eventWorkshop, eventWorkshopInline],
  [newsCommunity, newsCommunityInline],
  [newsInfrastructure, newsInfrastructureInline],
  [newsNotice, newsNoticeInline],
]);

/** The `src` a page gives a record's picture: the illustration itself when it is one of the area's, else its address. */
export function illustrationSource(image: string): string {
  return INLINE.get(image) ?? image;
}
