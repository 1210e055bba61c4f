// The labelled messages used by `pnpm train:message` and `pnpm eval:message`: the SMS corpora of
// ../shared/datasets/sms/ (path overridable with SECAPI_SMS_DATASETS or --data) plus the templates
// of templates.mjs. Deterministic: files and rows in a fixed order, a train/validation split by a
// hash of the text (so a text repeated in several rows is always on the same side).
import { readFileSync } from 'node:fs';
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

export function isValidation(text) {
  return textHash(text) % VALIDATION_MODULO === 0;
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
    const fold = textHash(text) % VALIDATION_MODULO;
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
