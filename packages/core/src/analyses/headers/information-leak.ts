/**
 * Headers that tell an attacker which software (and version) runs the site. Reported as notes and
 * a test with a 0 modifier: hiding versions is hygiene, not protection.
 */
import type { HeadersNoteKey } from './keys.js';
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

/** A version number: a digit right after `/`, a space or `v` (`nginx/1.25.3`, `PHP 8.2`). */
const VERSION_RE = /(?:^|[/\s(v])\d+(?:\.\d+)*/i;

const LEAKS: readonly (readonly [string, HeadersNoteKey, boolean])[] = [
  // [header, note, only when it holds a version]
  ['server', 'headers.note.server-version', true],
  ['x-powered-by', 'headers.note.x-powered-by', false],
  ['x-aspnet-version', 'headers.note.aspnet-version', false],
  ['x-aspnetmvc-version', 'headers.note.aspnet-version', false],
  ['x-generator', 'headers.note.x-powered-by', false],
];

export function analyzeInformationLeak(input: Pick<HeadersInput, 'headers'>): HeadersCheckResult {
  const notes = new Set<HeadersNoteKey>();
  const evidence: string[] = [];
  for (const [name, note, needsVersion] of LEAKS) {
    for (const value of headerValues(input.headers, name)) {
      if (value.trim() === '' || (needsVersion && !VERSION_RE.test(value))) continue;
      notes.add(note);
      evidence.push(`${name}: ${value}`);
    }
  }
  if (evidence.length === 0) return checkResult('headers.information-leak-none');
  return checkResult('headers.information-leak-found', evidence.join('; '), [...notes]);
}
