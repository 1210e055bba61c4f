export interface CorpusEmail {
  readonly group: string;
  readonly id: string;
  readonly emailBody: string;
  readonly rawHeaders: string | null;
  readonly phishing: boolean;
}
export function readEmailCorpus(): CorpusEmail[];
