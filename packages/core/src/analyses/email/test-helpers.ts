// Shared by the email signal tests (rounds 12 and 13): an offline run, a finding's weight, a pasted header block.
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });

export const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);

/** The score impact of the first finding with this code, or null when there is none. */
export const weight = (r: EmailAnalysisResult, code: string): number | null =>
  r.findings.find((f) => f.code === code)?.scoreImpact ?? null;

/** A paste: From, To, Subject and Date only. */
export const pasted = (from: string, subject: string): string =>
  [
    `From: ${from}`,
    'To: ana@example.ca',
    `Subject: ${subject}`,
    'Date: Tue, 12 Jan 2027 09:10:00 -0500',
  ].join('\n');
