// Reading stack traces of V8 (`    at fn (url:1:2)`), SpiderMonkey and JavaScriptCore
// (`fn@url:1:2`): enough to find where an error was thrown and to tell errors apart.

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

const V8_FRAME = /^\s*at\s/;
const LOCATION = /^(?:.*?@|\s*at\s+(?:.*?\()?)?(.+?):(\d+):(\d+)\)?\s*$/;

/** The stack's frame lines, trimmed, without the `Name: message` line V8 puts first. */
export function stackFrames(stack: string): string[] {
  const lines = stack.split('\n');
  // A V8 message line may hold an @ (an e-mail address): `at` lines alone count when present.
  const v8 = lines.some((line) => V8_FRAME.test(line));
  return lines
    .filter((line) => (v8 ? V8_FRAME.test(line) : line.includes('@') || LOCATION.test(line)))
    .map((line) => line.trim());
}

/** Where the first frame that names a file:line:column points, if any does. */
export function topLocation(stack: string): SourceLocation | null {
  for (const frame of stackFrames(stack)) {
    const match = LOCATION.exec(frame);
    if (match?.[1]) {
      return { file: match[1], line: Number(match[2]), column: Number(match[3]) };
    }
  }
  return null;
}
