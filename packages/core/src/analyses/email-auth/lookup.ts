/**
 * DNS helpers of the email-auth analysis: the lookups themselves are shared with check-email
 * (`mail-auth/lookup.ts`); here, the analysis' issue objects.
 */
import type { EmailAuthIssue, IssueParameters, IssueSeverity } from './types.js';
import type { EmailAuthIssueKey } from './keys.js';

export { MailLookup, isHostName, isTemporary, isVoid, splitTags, txtTexts } from '../../mail-auth/lookup.js';

export function issue(
  severity: IssueSeverity,
  messageKey: EmailAuthIssueKey,
  parameters: IssueParameters | null = null,
  domain: string | null = null,
): EmailAuthIssue {
  return { severity, messageKey, parameters, domain };
}

export function hasErrors(issues: readonly EmailAuthIssue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}
