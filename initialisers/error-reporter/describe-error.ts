import { describeError } from '../../src/runtime/errors';
import { isRecord } from '../../src/lib/coerce';
import { SIGNATURE_FRAMES, STACK_LIMIT } from './constants';
import { stackFrames, topLocation } from './stack-frames';

/** Where a captured error came from; sent as `custom.source`. */
export type ErrorSource = 'error' | 'unhandledrejection' | 'block' | 'initialiser' | 'report';

/** An error as a listener caught it, before it is turned into a report. */
export interface CapturedError {
  /** The thrown value or rejection reason (null for an ErrorEvent without one). */
  error: unknown;
  source: ErrorSource;
  /** From an ErrorEvent: its message, file, line and column. */
  message?: string;
  file?: string;
  line?: number;
  column?: number;
  /** Extra fields sent as `custom` data, besides `source`. */
  custom?: Record<string, unknown>;
}

export interface ErrorDetails {
  /** The error's name (TypeError...), or what kind of value was thrown. */
  type: string;
  message: string;
  /** Cut at 5000 characters. */
  stack: string;
  file: string;
  line: number;
  column: number;
}

interface ErrorLike {
  name: string;
  message: string;
  stack: string;
}

/**
 * A text field of a thrown value, or undefined. Reading may throw: V8 builds `stack` on first
 * read from `name` and `message`, which fails when someone set the name to a Symbol.
 */
function textField(value: object, field: keyof ErrorLike): string | undefined {
  try {
    const text: unknown = (value as Record<string, unknown>)[field];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Errors from other frames fail `instanceof Error`; their shape is what counts. */
function asErrorLike(value: unknown): ErrorLike | null {
  if (value instanceof Error) {
    // Its fields can be reassigned to anything (a stack that is not text broke the report).
    return {
      name: textField(value, 'name') ?? 'Error',
      message: textField(value, 'message') ?? '',
      stack: textField(value, 'stack') ?? '',
    };
  }
  if (!isRecord(value)) return null;
  const message = textField(value, 'message');
  const stack = textField(value, 'stack');
  if (message === undefined || stack === undefined) return null;
  return { name: textField(value, 'name') ?? 'Error', message, stack };
}

function thrownType(captured: CapturedError): string {
  if (captured.source === 'unhandledrejection') return 'UnhandledRejection';
  return captured.error === null || captured.error === undefined
    ? 'Error'
    : `Thrown ${typeof captured.error}`;
}

function positive(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** The error's own message; for a thrown value, its description; else the event's message. */
function messageOf(captured: CapturedError, errorLike: ErrorLike | null): string {
  if (errorLike) return errorLike.message || errorLike.name;
  if (captured.error !== null && captured.error !== undefined) return describeError(captured.error);
  return captured.message ?? '';
}

/** The fields a report sends about the error itself. */
export function describeCapturedError(captured: CapturedError): ErrorDetails {
  const errorLike = asErrorLike(captured.error);
  const fullStack = errorLike?.stack ?? '';
  // Only the part that is sent: reading a huge stack line by line costs far more than it tells.
  const fromStack = topLocation(fullStack.slice(0, STACK_LIMIT));
  const line = positive(captured.line);
  return {
    type: errorLike?.name || thrownType(captured),
    message: messageOf(captured, errorLike),
    stack: fullStack.slice(0, STACK_LIMIT),
    // The ErrorEvent's own location wins: it points at the throw even when the stack is empty.
    file: captured.file || fromStack?.file || '',
    line: line || fromStack?.line || 0,
    column: line ? positive(captured.column) : (fromStack?.column ?? 0),
  };
}

/** Errors with the same type, message and top frames are one error (de-duplicated). */
export function errorSignature(details: ErrorDetails): string {
  const frames = stackFrames(details.stack).slice(0, SIGNATURE_FRAMES);
  const where = frames.length > 0 ? frames : [`${details.file}:${details.line}:${details.column}`];
  return [`${details.type}: ${details.message}`, ...where].join('\n');
}
