// What every package's journeys share (`@springfield/shared/e2e`): the test with its axe and page-error
// fixtures, the viewports, the apps' origins, the site frame and the helpers that make a remote fail.
export {
  DESKTOP,
  MOBILE,
  WCAG_TAGS,
  expect,
  expectNoHorizontalScroll,
  openPage,
  test,
  type Fixtures,
} from './fixtures';
export { advanceClock, stopClock } from './clock';
export { reachForPage, waitForHydration, waitForWidget } from './hydration';
export { actAtFirstPaint, EARLY_RUNS, everyRunAtFirstPaint } from './early-typing';
export { ALL_ORIGINS, REMOTE_ORIGINS, SHELL_ORIGIN, type RemoteName } from './origins';
export { SiteFrame } from './pages/site-frame';
export { blockRemote, breakRemotePage, delayRemote } from './pages/remote-faults';
export { startSecondDeployment, type SecondDeployment } from './deployment';
export { fetchRouted, isFormPost } from './requests';
export { expectDownloadStaysOnPage, expectPdf, shownSize } from './documents';
export { signInAsStaff, STAFF_TEST_PASSWORD } from './staff';
export { linkIn, mailTo } from './mailbox';
