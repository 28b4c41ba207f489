import { describe, expect, it } from 'vitest';
import {
  describeCapturedError,
  errorSignature,
} from '../../../../initialisers/error-reporter/describe-error';
import { stackFrames, topLocation } from '../../../../initialisers/error-reporter/stack-frames';

describe('reading stack traces', () => {
  it('V8: frames only, even when the message holds an @', () => {
    const stack = [
      'Error: no account for ada@example.com',
      '    at lookup (https://e.com/a.js:10:5)',
      '    at https://e.com/b.js:2:9',
      '    at Array.forEach (<anonymous>)',
    ].join('\n');
    expect(stackFrames(stack)).toEqual([
      'at lookup (https://e.com/a.js:10:5)',
      'at https://e.com/b.js:2:9',
      'at Array.forEach (<anonymous>)',
    ]);
    expect(topLocation(stack)).toEqual({ file: 'https://e.com/a.js', line: 10, column: 5 });
  });

  it('SpiderMonkey and JavaScriptCore: name@url:line:column and bare url:line:column', () => {
    const stack = 'lookup@https://e.com/a.js:3:4\nhttps://e.com/b.js:7:1\n';
    expect(stackFrames(stack)).toEqual(['lookup@https://e.com/a.js:3:4', 'https://e.com/b.js:7:1']);
    expect(topLocation(stack)).toEqual({ file: 'https://e.com/a.js', line: 3, column: 4 });
  });

  it('no location in a stack without one', () => {
    expect(topLocation('')).toBeNull();
    expect(topLocation('Error: x\n    at Array.map (<anonymous>)')).toBeNull();
  });
});

describe('describing a captured error', () => {
  it('an error from another frame (not instanceof Error) is read by its shape', () => {
    const foreign = {
      name: 'TypeError',
      message: 'from an iframe',
      stack: 'TypeError: from an iframe\n    at f (https://e.com/f.js:1:2)',
    };
    expect(describeCapturedError({ error: foreign, source: 'error' })).toEqual({
      type: 'TypeError',
      message: 'from an iframe',
      stack: foreign.stack,
      file: 'https://e.com/f.js',
      line: 1,
      column: 2,
    });
  });

  it('a thrown object is described as JSON, a thrown number as text', () => {
    expect(describeCapturedError({ error: { code: 7 }, source: 'error' })).toMatchObject({
      type: 'Thrown object',
      message: '{"code":7}',
      stack: '',
    });
    expect(describeCapturedError({ error: 42, source: 'error' })).toMatchObject({
      type: 'Thrown number',
      message: '42',
    });
  });

  it('the signature is type, message and the top three frames', () => {
    const frames = [
      'a (https://e.com/a.js:1:1)',
      'b (https://e.com/a.js:2:1)',
      'c (https://e.com/a.js:3:1)',
    ];
    const details = (fourth: string) =>
      describeCapturedError({
        error: Object.assign(new Error('m'), {
          stack: ['Error: m', ...[...frames, fourth].map((frame) => `    at ${frame}`)].join('\n'),
        }),
        source: 'error',
      });
    // Frames below the third do not tell errors apart.
    expect(errorSignature(details('d (https://e.com/x.js:9:9)'))).toBe(
      errorSignature(details('e (https://e.com/y.js:8:8)')),
    );
    expect(errorSignature(details('d (https://e.com/x.js:9:9)'))).toBe(
      ['Error: m', ...frames.map((frame) => `at ${frame}`)].join('\n'),
    );
  });

  it('without frames, the signature uses the event location', () => {
    const details = describeCapturedError({
      error: null,
      source: 'error',
      message: 'Uncaught oops',
      file: 'https://e.com/a.js',
      line: 4,
      column: 2,
    });
    expect(errorSignature(details)).toBe('Error: Uncaught oops\nhttps://e.com/a.js:4:2');
  });
});
