import { LoadingPanel, type WidgetModule } from '@springfield/shared';
import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadFederatedModule, reloadPage, resetRemote } from './federation';
import { UnavailablePanel } from './unavailable-panel';

export interface RemoteWidgetProps {
  remote: string;
  /** The exposed module, e.g. './LatestNewsWidget'; its default export is the widget. */
  module: string;
  /** What the widget is, for its loading and failure states: "Latest News". */
  title: string;
  /** Space kept while it loads, so Home does not jump. */
  minHeight: number;
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

function initialState(remote: string, module: string): WidgetState {
  const widget = atHand.get(keyOf(remote, module));
  if (widget === 'failed') return { status: 'failed' };
  return widget ? { status: 'ready', Widget: widget } : { status: 'loading' };
}

/** A Home widget from a remote, behind its own loading state and error boundary. */
export function RemoteWidget({ remote, module, title, minHeight }: RemoteWidgetProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WidgetState>(() => initialState(remote, module));
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    // Rendered by the server with its panel: the browser keeps it until the visitor asks to retry.
    if (attempt === 0 && atHand.get(keyOf(remote, module)) === 'failed') return undefined;
    let cancelled = false;
    loadFederatedModule<WidgetModule>(remote, module).then(
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
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading' && !retrying) {
    return (
      <div className="sh-widget-slot" data-widget-slot style={{ minHeight }}>
        <LoadingPanel label={`Loading ${title}…`} minHeight={minHeight} />
      </div>
    );
  }
  if (state.status === 'failed' || state.status === 'loading') {
    return (
      <div className="sh-widget-slot" data-widget-slot style={{ minHeight }}>
        <UnavailablePanel
          headingLevel={2}
          title={`${title} is temporarily unavailable`}
          message="This section could not be loaded. The rest of the page is working."
          retrying={retrying}
          failedAgain={attempt > 0 && !retrying}
          onRetry={retry}
        />
      </div>
    );
  }
  const { Widget } = state;
  return (
    <div className="sh-widget-slot" data-widget-slot style={{ minHeight }}>
      <WidgetBoundary title={title} onRetry={retry}>
        <Widget />
      </WidgetBoundary>
    </div>
  );
}

interface WidgetBoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A widget that throws while rendering takes only itself down. */
class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.title} widget failed while rendering.`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <UnavailablePanel
        headingLevel={2}
        title={`${this.props.title} is temporarily unavailable`}
        message="This section could not be shown. The rest of the page is working."
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
