/**
 * `defineAnalysis`: the one description of an analysis that every consumer derives from. Each
 * `analyses/<name>/index.ts` exports one descriptor; `ANALYSES` (analyses.ts) lists them. The
 * OpenAPI catalogue takes the input's name and cap and the rate limit from it, the server makes one
 * memo and one limiter per descriptor and routes each endpoint to `method`, the web form builds a
 * page per descriptor, and the test fakes are typed by it.
 *
 * Types only plus one identity function: this file imports no analysis.
 */
import type { AnalysisContext } from './context.js';
import type { InputErrorKey } from './keys.js';
import type { Outcome } from './outcome.js';

/**
 * How a result is presented: `verdict` (a score and a verdict: URL, message), `graded` (a letter
 * grade: headers, email authentication), `report` (facts without a score: DNS, IP, RDAP, CT, hash,
 * look-alikes).
 */
export type AnalysisFamily = 'verdict' | 'graded' | 'report';

/** Memo lifetime of a result per outcome, in milliseconds (0 = not kept). */
export type OutcomeLifetimes = Readonly<Record<Outcome, number>>;

export interface AnalysisInput {
  /** Name of the input: the JSON body field and, unless `query` says otherwise, the query parameter. */
  readonly name: string;
  /** Name of the query parameter of the GET endpoint when it differs from `name` (check-url: `u`). */
  readonly query?: string;
  /** Longest input accepted, in characters (longer → `InputError`, 400). */
  readonly maxLength: number;
  /**
   * What the server does to the raw input before the memo and the analysis (trim; lower-case a hash
   * so `ABC…` and `abc…` share one entry). The message is passed as is (never trimmed or stored).
   */
  readonly normalize: (raw: string) => string;
  /**
   * Optional parameters besides the input (check-acme: `method`), each a closed list of values: the
   * GET endpoint's extra query parameters (and the form's select), passed to `analyze` as `params`
   * (absent or empty: not passed). The analysis still validates them (`InputError`).
   */
  readonly params?: readonly AnalysisParam[];
  /**
   * A second, optional field of the JSON body (check-email's `rawHeaders`): the server passes it to
   * `analyze` in `params`, under its name (absent when not a string). Only for analyses never memoised
   * (`cache: null`): the memo is keyed by the main input alone.
   */
  readonly extra?: { readonly name: string; readonly maxLength: number };
}

/** One optional parameter of an analysis besides its input (see `AnalysisInput.params`). */
export interface AnalysisParam {
  /** Query parameter name. */
  readonly name: string;
  /** The values accepted. */
  readonly values: readonly string[];
  /** What it means (the OpenAPI parameter's description). */
  readonly description: string;
  /**
   * The API's 400 key when the value is not one of `values` (the analysis' own `InputError` key,
   * given `{allowed}`), instead of the generic `error.field-invalid`.
   */
  readonly invalidKey?: InputErrorKey;
}

/** Values of an analysis' optional parameters, by name (only the parameters given). */
export type AnalysisParamValues = Readonly<Record<string, string>>;

export interface AnalysisDescriptor<
  Id extends string = string,
  Method extends string = string,
  R extends { readonly outcome: Outcome } = { readonly outcome: Outcome },
> {
  /** Endpoint and rate-limit partition id: `check-dns`… */
  readonly id: Id;
  /** Name of the function in core and of the service's method: `analyzeDns`… */
  readonly method: Method;
  readonly family: AnalysisFamily;
  readonly input: AnalysisInput;
  /** The analysis (never rejects on hostile content; `InputError` for bad input). */
  readonly analyze: (input: string, ctx: AnalysisContext, params?: AnalysisParamValues) => Promise<R>;
  /**
   * How long the server may keep a result, per `outcome`; null = never memoised (check-message: the
   * text must never be stored, a cache included).
   */
  readonly cache: OutcomeLifetimes | null;
  /** Requests per minute per client IP (the partition's default; shared by the API and the form). */
  readonly perMinute: number;
}

/** The result type of a descriptor. */
export type ResultOf<D> = D extends AnalysisDescriptor<string, string, infer R> ? R : never;

/** Freezes and returns the descriptor, keeping its literal types (`id`, `method`). */
export function defineAnalysis<
  const Id extends string,
  const Method extends string,
  R extends { readonly outcome: Outcome },
>(descriptor: AnalysisDescriptor<Id, Method, R>): AnalysisDescriptor<Id, Method, R> {
  if (descriptor.input.extra !== undefined && descriptor.cache !== null)
    throw new Error(`${descriptor.id}: an analysis with a second input field is never memoised`);
  return Object.freeze({ ...descriptor, input: Object.freeze({ ...descriptor.input }) });
}

/**
 * The values of `descriptor`'s declared parameters found in `source` (a query object or a form),
 * trimmed; empty and non-string values are left out. Undeclared names are never passed.
 */
export function pickParams(
  descriptor: { readonly input: AnalysisInput },
  source: Readonly<Record<string, unknown>>,
): AnalysisParamValues {
  const out: Record<string, string> = {};
  for (const p of descriptor.input.params ?? []) {
    const value = source[p.name];
    if (typeof value === 'string' && value.trim() !== '') out[p.name] = value.trim();
  }
  return out;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * The usual lifetimes: `complete` as given, `partial` at most 5 minutes (what it says holds, the
 * missing parts should be asked again soon), `failed` at most 30 seconds (an outage is not served for
 * hours, yet a burst during it is not re-sent upstream).
 */
export function lifetimes(completeMs: number): OutcomeLifetimes {
  return Object.freeze({
    complete: completeMs,
    partial: Math.min(completeMs, 5 * MINUTE_MS),
    failed: Math.min(completeMs, 30_000),
  });
}

/** Trims surrounding white space (the default normaliser). */
export const trimInput = (raw: string): string => raw.trim();
