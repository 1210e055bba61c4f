export interface CorpusEmail {
  readonly group: string;
  readonly id: string;
  readonly emailBody: string;
  readonly rawHeaders: string | null;
  readonly phishing: boolean;
}
/** `dir`: another directory in the same format (default: the evaluation set beside this file). */
export function readEmailCorpus(dir?: string | URL): CorpusEmail[];
