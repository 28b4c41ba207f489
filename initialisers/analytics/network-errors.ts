import { NETWORK_ERROR_EVENT, type NetworkErrorDetail } from '../../src/request';
import * as dom from '../../src/lib/dom';

// The internal analytics event system_network_error (spec runtime.md section 7) carries the
// requested URL. The request wrapper dispatches `site-runtime:network-error` for a connection
// failure of any call that is not silent; analytics calls are silent, so recording one cannot
// cause another. A page offline for a while fails many calls: at most a few are recorded, each
// URL once.

export const NETWORK_ERROR_EVENT_NAME = 'system_network_error';
/** Recorded per page view (per init) at most. */
export const MAX_NETWORK_ERROR_EVENTS = 5;

export class NetworkErrorRecorder {
  private readonly seen = new Set<string>();

  constructor(private readonly record: (url: string) => void) {}

  /** Listens until `signal` aborts. */
  listen(doc: Document, signal: AbortSignal): void {
    dom.on(
      doc,
      NETWORK_ERROR_EVENT,
      (event) => {
        const detail = (event as CustomEvent<Partial<NetworkErrorDetail> | null>).detail;
        if (typeof detail?.url === 'string') this.take(detail.url);
      },
      { signal },
    );
  }

  /** Records `url` unless it was recorded already or the cap is reached. */
  private take(url: string): void {
    if (url === '' || this.seen.has(url) || this.seen.size >= MAX_NETWORK_ERROR_EVENTS) return;
    this.seen.add(url);
    this.record(url);
  }
}
