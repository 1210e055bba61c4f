/** What the per-round tests of `analyzeMessage` read of a result (offline, the default context). */
import { analyzeMessage } from './analyze.js';

/** The finding codes of `text`'s result, in order. */
export const codes = async (text: string): Promise<string[]> =>
  (await analyzeMessage(text)).findings.map((f) => f.code);

/** The verdict key of `text`'s result. */
export const verdict = async (text: string): Promise<string> => (await analyzeMessage(text)).verdictKey;
