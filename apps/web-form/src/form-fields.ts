/** Reading form and query fields, shared by the router and the route modules it mounts. */

/** The first string of a field that may arrive once (a string) or repeated (an array); else undefined. */
export function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}
