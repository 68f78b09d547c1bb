import { LoadingPanel, type WidgetModule } from '@springfield/shared';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@springfield/shared';
import { expectPart, PART_WAITING_ATTRIBUTE, signalPartReady } from '../frame/page-ready';
import { InEnglish } from '../language/components/in-english';
import { remoteMessages } from './messages';
import { reloadPage, resetRemote } from './federation';
import { loadWithMessages, speaksLanguage } from './load-with-messages';
import { UnavailablePanel } from './unavailable-panel';

export interface RemoteWidgetProps {
  remote: string;
  /** The exposed module, e.g. './LatestNewsWidget'; its default export is the widget. */
  module: string;
  /** What the widget is, for its loading and failure states: "Latest News". */
  title: string;
  /** Space kept while it loads, so Home does not jump. */
  minHeight: number;
  /** The languages besides English its remote writes it in: in any other, it is shown in English, marked. */
  languages?: readonly Locale[];
}

type WidgetState = { status: 'loading' } | { status: 'ready'; Widget: ComponentType } | { status: 'failed' };

/**
 * Widgets already at hand when Home first renders, by remote and module: on the server, the remotes' server
 * modules (or 'failed' for a remote that could not be loaded); in the browser, before it hydrates the
 * server's HTML, the same widgets loaded ahead. A widget found here renders at once, as the server did.
 */
const atHand = new Map<string, ComponentType | 'failed'>();
const keyOf = (remote: string, module: string) => `${remote}${module}`;

export function setWidgetAtHand(remote: string, module: string, widget: ComponentType | 'failed'): void {
  atHand.set(keyOf(remote, module), widget);
}

export function clearWidgetsAtHand(): void {
  atHand.clear();
}

/** A widget's module that could not be loaded (as opposed to a widget that threw while rendering). */
class WidgetLoadError extends Error {}

/**
 * Whether an error React recovered from while hydrating is a widget whose module failed to load: React then
 * renders that widget's boundary in the browser, which shows the widget's panel, as intended.
 */
export function isWidgetLoadFailure(error: unknown): boolean {
  return error instanceof Error && error.cause instanceof WidgetLoadError;
}

/**
 * Puts a widget the server rendered at hand while its module is still loading: a lazy component on the
 * promise. RemoteWidget renders it inside <Suspense>, so React hydrates the rest of the page at once and this
 * widget when its module arrives, in a render and a task of its own (selective hydration), and until then the
 * server's HTML of it stays on screen. A module that fails shows the widget's panel, with Retry.
 */
export function setWidgetLoading(
  remote: string,
  module: string,
  loading: Promise<WidgetModule>,
  { holdsPage = true, onLeave }: { holdsPage?: boolean; onLeave?: () => void } = {},
): void {
  const component = loading.then(
    (loaded) => {
      if (typeof loaded.default !== 'function') {
        throw new WidgetLoadError(`${remote}/${module} exports no component`);
      }
      return { default: loaded.default };
    },
    (error: unknown) => {
      throw new WidgetLoadError(`${remote}/${module} could not be loaded: ${String(error)}`);
    },
  );
  // Handled here as well: the page may not render the widget before the load fails.
  component.catch(() => undefined);
  atHand.set(
    keyOf(remote, module),
    lazy(() => component),
  );
  // The page is alive once this widget is too (hydrated, shown as failed, or gone); a widget out of view, whose
  // module loads only once it comes into view (bootstrap.tsx), does not hold the page back.
  if (holdsPage) partIn.set(keyOf(remote, module), expectPart());
  if (onLeave) leaving.set(keyOf(remote, module), onLeave);
  else leaving.delete(keyOf(remote, module));
}

/**
 * For each widget whose module waits for a sign it is wanted (out of view when the page was first shown): what
 * to do when the visitor leaves the page before then. The slot it watched is gone; the next time the widget
 * renders it is drawn afresh, not hydrated, and its module must be on its way, not wait for a slot that will
 * never come into view.
 */
const leaving = new Map<string, () => void>();

/** For each widget hydrated on its own: what says it is in. */
const partIn = new Map<string, () => void>();

/** Renders nothing; its effect runs when the Suspense boundary around it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

function initialState(remote: string, module: string): WidgetState {
  const widget = atHand.get(keyOf(remote, module));
  if (widget === 'failed') return { status: 'failed' };
  return widget ? { status: 'ready', Widget: widget } : { status: 'loading' };
}

/** A Home widget from a remote, behind its own loading state and error boundary. */
export function RemoteWidget({ remote, module, title, minHeight, languages = [] }: RemoteWidgetProps) {
  const intl = useIntl();
  const loadingLabel = intl.formatMessage(remoteMessages.loadingWidget, { title });
  const unavailableTitle = intl.formatMessage(remoteMessages.widgetUnavailable, { title });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WidgetState>(() => initialState(remote, module));
  const [retrying, setRetrying] = useState(false);
  const key = keyOf(remote, module);
  // Until the widget's own code has hydrated it (or it has failed), its slot says so (PART_WAITING_ATTRIBUTE).
  const [waiting, setWaiting] = useState(true);
  const [hydrated] = useState(() => () => {
    setWaiting(false);
    partIn.get(key)?.();
  });
  // A widget the visitor leaves before it hydrates no longer holds the page back, and a module waiting for its
  // slot to come into view starts loading (see `leaving`).
  useEffect(
    () => () => {
      hydrated();
      leaving.get(key)?.();
      leaving.delete(key);
    },
    [hydrated, key],
  );
  // Once its slot no longer says it waits, a tap kept on it before is made again (start.js).
  useEffect(() => {
    if (!waiting) signalPartReady();
  }, [waiting]);

  useEffect(() => {
    // At hand at the first render (rendered by the server, with the widget or its panel): nothing to load
    // until the visitor asks to retry.
    if (attempt === 0 && atHand.has(keyOf(remote, module))) return undefined;
    let cancelled = false;
    loadWithMessages<WidgetModule>(remote, module).then(
      (loaded) => {
        if (cancelled) return;
        setState(
          typeof loaded.default === 'function'
            ? { status: 'ready', Widget: loaded.default }
            : { status: 'failed' },
        );
        setRetrying(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(`The ${title} widget could not be loaded.`, error);
        setState({ status: 'failed' });
        setRetrying(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, title, attempt]);

  const retry = () => {
    setRetrying(true);
    if (!resetRemote(remote)) {
      reloadPage();
      return;
    }
    // The widget waits for the new attempt's module (a lazy one at hand may hold the old failure).
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading' && !retrying) {
    return (
      <div className="sh-widget-slot" data-widget-slot={key} style={{ minHeight }}>
        <LoadingPanel label={loadingLabel} minHeight={minHeight} />
      </div>
    );
  }
  if (state.status === 'failed' || state.status === 'loading') {
    return (
      <div className="sh-widget-slot" data-widget-slot={key} style={{ minHeight }}>
        <UnavailablePanel
          headingLevel={2}
          title={unavailableTitle}
          message={intl.formatMessage(remoteMessages.widgetNotLoaded)}
          retrying={retrying}
          failedAgain={attempt > 0 && !retrying}
          onRetry={retry}
        />
      </div>
    );
  }
  const { Widget } = state;
  return (
    <div
      className="sh-widget-slot"
      data-widget-slot={key}
      {...{ [PART_WAITING_ATTRIBUTE]: waiting ? '' : undefined }}
      style={{ minHeight }}
    >
      <WidgetBoundary
        key={attempt}
        title={title}
        words={{
          title: unavailableTitle,
          notLoaded: intl.formatMessage(remoteMessages.widgetNotLoaded),
          notShown: intl.formatMessage(remoteMessages.widgetNotShown),
        }}
        onRetry={retry}
        onFailed={hydrated}
      >
        {/* The same boundary on the server and in the browser: see setWidgetLoading. */}
        <Suspense fallback={<LoadingPanel label={loadingLabel} minHeight={minHeight} />}>
          {/* A build without messages in the page's language is in English, whatever the list says. */}
          <InEnglish available={speaksLanguage(Widget) ? languages : []} part="section">
            <Widget />
          </InEnglish>
          <Hydrated onHydrated={hydrated} />
        </Suspense>
      </WidgetBoundary>
    </div>
  );
}

interface WidgetBoundaryProps {
  title: string;
  /** Its panel's words in the page's language. */
  words: { title: string; notLoaded: string; notShown: string };
  onRetry: () => void;
  onFailed: () => void;
  children: ReactNode;
}

/** A widget that throws while rendering takes only itself down. */
class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean; notLoaded: boolean }> {
  override state = { failed: false, notLoaded: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, notLoaded: error instanceof WidgetLoadError };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onFailed();
    if (error instanceof WidgetLoadError) {
      console.error(`The ${this.props.title} widget could not be loaded.`, error);
    } else {
      console.error(`The ${this.props.title} widget failed while rendering.`, error, info.componentStack);
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <UnavailablePanel
        headingLevel={2}
        title={this.props.words.title}
        message={this.state.notLoaded ? this.props.words.notLoaded : this.props.words.notShown}
        retrying={false}
        failedAgain={false}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
