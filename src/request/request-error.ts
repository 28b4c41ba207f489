export type RequestErrorKind = 'http' | 'server' | 'parse' | 'network' | 'timeout' | 'aborted';

export interface RequestErrorInit {
  kind: RequestErrorKind;
  message: string;
  /** The requested URL, without the crumb. */
  url: string;
  /** The HTTP status, or 0 when no response arrived. */
  status?: number;
  /** The parsed JSON body, else the body text; undefined when no response arrived. */
  body?: unknown;
  /** Field id to message, when the body carries an `errors` map (form submissions). */
  fieldErrors?: Record<string, string>;
}

/** Why a platform call failed; `message` is the visitor-facing text from the spec. */
export class RequestError extends Error {
  override name = 'RequestError';
  readonly kind: RequestErrorKind;
  readonly url: string;
  readonly status: number;
  readonly body: unknown;
  readonly fieldErrors: Record<string, string>;

  constructor(init: RequestErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status ?? 0;
    this.body = init.body;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  /** Network failure or time-out: no answer from the server. */
  get isConnectionFailure(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}
