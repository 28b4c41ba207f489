// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyFailedAnswer,
  hasFailureFlag,
  messageForStatus,
  readFieldErrors,
} from '../../../src/request/failure-message';
import {
  anyValue,
  expectPrototypesUntouched,
  hugeString,
  objectKey,
  shapedLike,
} from './arbitraries';
import { branchCounter } from '../support/branches';

// The data wrapper's failure messages (runtime.md section 8, "Data wrapper"): any status and
// any body give one of the spec's messages, or the server's own explanation when the body names
// an error on 400, 401, 500 or 502, or carries a failure flag.

const UNAUTHORIZED = 'Unauthorized request.';
const INTERNAL = 'Internal server error. Please try again later.';
const UNAVAILABLE = 'This service is temporarily unavailable. Please try again later.';
const UNABLE_TO_CONNECT = 'Unable to connect…';
const SPEC_MESSAGES = [UNAUTHORIZED, INTERNAL, UNAVAILABLE, UNABLE_TO_CONNECT];

const status = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(400, 401, 500, 502) },
  { weight: 2, arbitrary: fc.constantFrom(0, 200, 202, 403, 404, 429, 501, 503, 504) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 599 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -0, 401.5) },
);

const BODY_TEMPLATE = {
  error: 'Your card was declined.',
  message: 'Try again.',
  billingErrorCode: 'CARD',
  crumbFail: true,
  loginRequired: true,
  authorizationFail: true,
  errors: { field1: 'Required.' },
};

const body = fc.oneof(
  { weight: 3, arbitrary: shapedLike(BODY_TEMPLATE) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        error: fc.oneof(fc.constantFrom('', ' ', '\n\t', '\u00a0'), hugeString),
        message: fc.constantFrom('', '  ', 'Server says no.'),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(objectKey, anyValue, { maxKeys: 4 }) },
  { weight: 1, arbitrary: anyValue },
);

function specMessage(code: number): string {
  if (code === 401 || code === 403) return UNAUTHORIZED;
  if (code === 500 || code === 501) return INTERNAL;
  if (code === 503) return UNAVAILABLE;
  return UNABLE_TO_CONNECT;
}

/** The text a body offers as its explanation: `error`, else `message`, when they show something. */
function serverText(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const { error, message } = answer as Record<string, unknown>;
  for (const text of [error, message]) {
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return null;
}

describe('failure messages (property)', () => {
  it('maps any status to its spec message', () => {
    fc.assert(
      fc.property(status, (code) => {
        expect(messageForStatus(code)).toBe(specMessage(code));
      }),
    );
  });

  it('gives any failed answer a kind and a message that says something', () => {
    const branches = branchCounter(['http', 'server text', 'spec text']);
    fc.assert(
      fc.property(status, body, (code, answer) => {
        const { kind, message } = classifyFailedAnswer(code, answer);
        expect(message.trim()).not.toBe('');
        const explained = serverText(answer);
        if (kind === 'http') {
          branches.reached('http');
          expect(message).toBe(specMessage(code));
          expect(hasFailureFlag(answer)).toBe(false);
          return;
        }
        expect(kind).toBe('server');
        // The server's own words, else the spec's.
        if (explained !== null) {
          branches.reached('server text');
          expect(message).toBe(explained);
        } else {
          branches.reached('spec text');
          expect(SPEC_MESSAGES).toContain(message);
        }
        expectPrototypesUntouched();
      }),
    );
    branches.expectEachReached(3);
  });

  it('treats failure flags and named errors on 400, 401, 500 and 502 as server errors', () => {
    fc.assert(
      fc.property(status, body, (code, answer) => {
        const { kind } = classifyFailedAnswer(code, answer);
        const record =
          typeof answer === 'object' && answer !== null && !Array.isArray(answer)
            ? (answer as Record<string, unknown>)
            : null;
        const flagged =
          record !== null &&
          (record.crumbFail === true ||
            record.loginRequired === true ||
            record.authorizationFail === true);
        const namesError =
          record !== null &&
          [400, 401, 500, 502].includes(code) &&
          ['error', 'message', 'billingErrorCode'].some((key) => key in record);
        expect(kind).toBe(flagged || namesError ? 'server' : 'http');
      }),
    );
  });

  it('keeps only text field errors, as plain data', () => {
    const errors = fc.dictionary(objectKey, fc.oneof(fc.string({ maxLength: 10 }), anyValue), {
      maxKeys: 6,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          errors.map((map) => ({ errors: map })),
          anyValue,
        ),
        (answer) => {
          const fieldErrors = readFieldErrors(answer);
          expect(Object.getPrototypeOf(fieldErrors)).toBe(Object.prototype);
          for (const message of Object.values(fieldErrors)) expect(typeof message).toBe('string');
          const source = (answer as { errors?: unknown } | null)?.errors;
          if (typeof source === 'object' && source !== null && !Array.isArray(source)) {
            // A field named __proto__ too is kept as a key of its own.
            const expected = Object.entries(source).filter(
              ([, message]) => typeof message === 'string',
            );
            expect(Object.entries(fieldErrors)).toEqual(expected);
          } else {
            expect(fieldErrors).toEqual({});
          }
          expectPrototypesUntouched();
        },
      ),
    );
  });
});
