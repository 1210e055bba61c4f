/**
 * The commands of `secapi`: one per descriptor of core's `ANALYSES` (`check-url` → `secapi url`),
 * never a list kept here. A new analysis gets its command for free.
 *
 * Start-up: the root entry of `@secapi/core` loads every analysis (and their libraries) before it
 * answers, which costs several hundred milliseconds. A command whose analysis has its own subpath
 * (`@secapi/core/url` exports `urlAnalysis`) loads only that subpath; the others, `--help` and an
 * unknown name load the registry. The descriptor is the same object either way (one shared chunk),
 * and a test checks both ways agree for every analysis.
 */
import type { AnalysisDescriptor, AnyAnalysis } from '@secapi/core';

export type Descriptor = AnyAnalysis;

/** `check-url` → `url`. */
export function commandName(id: string): string {
  return id.startsWith('check-') ? id.slice('check-'.length) : id;
}

function isDescriptor(value: unknown): value is AnalysisDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AnalysisDescriptor>;
  return typeof v.id === 'string' && typeof v.analyze === 'function' && typeof v.input === 'object';
}

/** Every analysis of the registry, in its order. */
export async function loadAllCommands(): Promise<readonly Descriptor[]> {
  const { ANALYSES } = await import('@secapi/core');
  return Object.values(ANALYSES);
}

/** The descriptor exported by core's subpath of this name, if core publishes one. */
async function fromSubpath(name: string): Promise<Descriptor | null> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(`@secapi/core/${name}`)) as Record<string, unknown>;
  } catch {
    return null;
  }
  for (const value of Object.values(mod)) {
    if (isDescriptor(value) && value.id === `check-${name}`) return value as Descriptor;
  }
  return null;
}

/**
 * The descriptor of the command `name` (`url`, `email-auth`…), or null when no analysis has that
 * name.
 * @param name the command as typed
 * @param fast try core's subpath of that name first (default true)
 */
export async function loadCommand(name: string, fast = true): Promise<Descriptor | null> {
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(name)) return null;
  if (fast) {
    const d = await fromSubpath(name);
    if (d !== null) return d;
  }
  const all = await loadAllCommands();
  return all.find((d) => commandName(d.id) === name) ?? null;
}

/**
 * True when the analysis reads one short value (a URL, a domain, an address, a hash): such commands
 * take a batch, one value per line. The others read a document (a message, an email) as a whole.
 */
export function isLineInput(d: Descriptor): boolean {
  return d.input.maxLength <= LINE_INPUT_MAX;
}

/** Longest input that still counts as "one line" (a URL is at most 2,048 characters). */
export const LINE_INPUT_MAX = 4096;
