/**
 * The input of a command, checked as the API checks a request before the analysis (the same 400
 * keys: `error.field-required`, `error.field-too-long`, a parameter's own invalid key), from the
 * descriptor: its input name, its length cap and its parameters' values.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Descriptor } from './registry.js';

/** Why an input was refused: an i18n key and its parameters (printed as the API's 400 body). */
export interface Refusal {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The refusal of `raw` (and of the parameters) before any analysis, or null when it may run. */
export function refuseInput(
  d: Descriptor,
  raw: string,
  params: Readonly<Record<string, string>>,
): Refusal | null {
  const field = d.input.name;
  if (raw === '') return { key: 'error.field-required', params: { field } };
  if (raw.length > d.input.maxLength)
    return { key: 'error.field-too-long', params: { field, max: d.input.maxLength } };
  for (const p of d.input.params ?? []) {
    const value = params[p.name];
    if (value !== undefined && !p.values.includes(value))
      return {
        key: p.invalidKey ?? 'error.field-invalid',
        params: { field: p.name, allowed: p.values.join(', ') },
      };
  }
  const extra = d.input.extra;
  if (extra !== undefined && (params[extra.name]?.length ?? 0) > extra.maxLength)
    return { key: 'error.field-too-long', params: { field: extra.name, max: extra.maxLength } };
  return null;
}

/** Reads a whole stream as UTF-8, stopping past `maxChars` characters (the caller refuses it). */
export async function readAll(stream: Readable, maxChars: number): Promise<string> {
  stream.setEncoding('utf8');
  let text = '';
  for await (const chunk of stream) {
    text += chunk as string;
    if (text.length > maxChars) {
      stream.destroy();
      break;
    }
  }
  return text;
}

/**
 * The document of a command that reads one (`message`, `email`): `-` is standard input, a path to
 * an existing file is that file's content, anything else is the text itself.
 */
export async function readDocument(arg: string, stdin: Readable, maxChars: number): Promise<string> {
  if (arg === '-') return readAll(stdin, maxChars);
  const info = await stat(arg).catch(() => null);
  if (!info?.isFile()) return arg;
  // UTF-8 takes at most 4 bytes a character: a larger file is over the cap, whatever it holds, and
  // only its beginning is read (enough for the length check to refuse it).
  if (info.size <= maxChars * 4 + 4) return readFile(arg, 'utf8');
  const { createReadStream } = await import('node:fs');
  return readAll(createReadStream(arg), maxChars);
}
