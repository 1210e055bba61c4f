// The labelled messages used by `pnpm train:message` and `pnpm eval:message`: the SMS corpora of
// ../shared/datasets/sms/ (path overridable with SECAPI_SMS_DATASETS or --data) plus the templates
// of templates.mjs. Deterministic: files and rows in a fixed order, a fit/validation split by a hash
// of the near-duplicate key (`nearDuplicateKey`: case, digits, links and punctuation folded away), so
// a text repeated with another amount, code, name-free link or spacing is always on the same side.
// The SMS files carry no sender; where a sender is known it should be hashed instead (none is yet).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandTemplates, HAM_AUTO_EN, HAM_AUTO_FR, HAM_PERSONAL, SCAM_EN, SCAM_FR } from './templates.mjs';

/** One row in five goes to validation. */
const VALIDATION_MODULO = 5;

export function textHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The near-duplicate key of a text: lower case, links reduced to their host's last label, every digit
 * run to one `0`, everything but letters and digits to one space. "Your code is 4821" and "your
 * code is 99" share a key; so do two copies of one promo with different tracking links.
 */
export function nearDuplicateKey(text) {
  return text
    .toLowerCase()
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' link ')
    .replace(/\d+/g, '0')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Fold (0–4) of a text: the hash of its near-duplicate key. */
export function foldOf(text) {
  return textHash(nearDuplicateKey(text)) % VALIDATION_MODULO;
}

export function isValidation(text) {
  return foldOf(text) === 0;
}

function readTsv(dir, file) {
  const rows = [];
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    rows.push({ label: line.slice(0, tab), text: line.slice(tab + 1) });
  }
  return rows;
}

/**
 * All rows, each `{ text, y (1 = spam or scam), set, fold (0–4), validation (fold 0) }`. `set` names the evaluation
 * group: corpus, kind and language.
 */
export function loadMessages(dir) {
  const out = [];
  const push = (text, y, set) => {
    const fold = foldOf(text);
    out.push({ text, y, set, fold, validation: fold === 0 });
  };
  for (const { label, text } of readTsv(dir, 'uci_sms_spam_collection.tsv'))
    push(text, label === 'ham' ? 0 : 1, label === 'ham' ? 'uci ham (personal, en)' : 'uci spam (en)');
  for (const { label, text } of readTsv(dir, 'smishx_train_half.tsv'))
    push(
      text,
      label === 'ham' ? 0 : 1,
      label === 'ham' ? 'smishx ham (automated, en)' : `smishx ${label} (en)`,
    );
  for (const { text } of readTsv(dir, 'fr_ham_python_nlp_half_a.tsv'))
    push(text, 0, 'python_nlp ham (personal + automated, fr)');
  // One-time codes of real services (MIT, shippable); absent in older copies of the datasets.
  if (existsSync(join(dir, 'otp_messages.tsv')))
    for (const { label, text } of readTsv(dir, 'otp_messages.tsv'))
      push(text, label === 'ham' ? 0 : 1, 'otp ham (one-time codes, en)');
  // Templates are split whole (every fifth template and all its variations go to validation), so
  // validation figures on templates measure wordings the model has not seen.
  const templateSets = [
    [HAM_AUTO_EN, 12, 0, 'templates ham (automated, en)'],
    [HAM_AUTO_FR, 12, 0, 'templates ham (automated, fr)'],
    [HAM_PERSONAL, 2, 0, 'templates ham (personal, en+fr)'],
    [SCAM_EN, 12, 1, 'templates scam (en)'],
    [SCAM_FR, 12, 1, 'templates scam (fr)'],
  ];
  let seed = 11;
  for (const [templates, copies, y, set] of templateSets)
    templates.forEach((tpl, index) => {
      seed += 1;
      for (const text of expandTemplates([tpl], copies, seed))
        out.push({
          text,
          y,
          set,
          fold: (index + 3) % VALIDATION_MODULO,
          validation: index % VALIDATION_MODULO === 2,
        });
    });
  return out;
}

export function datasetDir(repoRoot, argv) {
  const i = argv.indexOf('--data');
  if (i >= 0 && argv[i + 1] !== undefined) return argv[i + 1];
  return process.env.SECAPI_SMS_DATASETS ?? join(repoRoot, '..', 'shared', 'datasets', 'sms');
}
