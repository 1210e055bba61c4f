/** Longest text kept from a third party's free-form answer (AS names, blocklist reasons). */
export const MAX_TEXT_LENGTH = 200;

/**
 * Makes third-party text safe to echo: control and bidirectional-override characters become
 * spaces, runs of spaces collapse, and the result is clipped to `max` characters (with …).
 */
export function cleanText(text: string, max = MAX_TEXT_LENGTH): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const collapsed = cleaned.replace(/\s+/g, ' ').trim();
  return collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed;
}
