/**
 * Phishing in Japanese and Portuguese (issue 22, round 17, rule J): the 2025–26 mail of the project's
 * data holds card-issuer, tax and parcel phishing in both languages, which the English and French
 * lists do not read. A few phrases of each, counted as the lures they are:
 *
 * - an account or card suspended, restricted or blocked: `email-lure-account`;
 * - identity or card details to enter, data or a password to confirm: `email-lure-credential`;
 * - an import fee to pay or a parcel held: `email-lure-parcel`;
 * - unpaid tax, a seizure notice or a pending payment: `email-lure-invoice`.
 *
 * Ordinary notices in these languages (a shipment sent, an order confirmed) say none of this. The
 * lures weigh as in English: with nothing deceptive beside them, the calm rules read them too.
 * Phrases are written as the text is folded (accents and Japanese voicing marks removed, `foldText`).
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { foldText } from '../../lexical/text.js';
import type { EmailFindingCode } from './rules.js';

/** The phrases as the normalised text reads them (`foldText`: marks, accents and voicing, removed). */
const anyOf = (phrases: readonly string[]) => compileList({ any: phrases.map(foldText) });

/** What each family says, in Japanese then Portuguese (folded text). */
const FOREIGN: readonly (readonly [EmailFindingCode, ReturnType<typeof compileList>])[] = [
  [
    'email-lure-account',
    anyOf([
      '(?:アカウント|カード|口座)(?:の|を|が)?(?:ご利用)?(?:一時)?(?:停止|利用制限|制限|凍結|ロック)',
      '(?:ご利用|お取引)(?:を|が)?(?:一時的に)?制限',
      '(?:seu|sua|o) (?:acesso|conta|cartão) (?:foi|está|esta|será|sera) (?:temporariamente )?(?:bloquead[oa]|suspens[oa]|desativad[oa]|restrit[oa])',
    ]),
  ],
  [
    'email-lure-credential',
    anyOf([
      // Asked for ("for identity verification…", "please verify…", "is required"), not reported as
      // done (本人確認が完了しました, 本人確認手続きが完了: a KYC service's own notice).
      '本人確認(?:手続き)?(?:のため|を|が必要)',
      '(?:カード|お客様|アカウント)情報(?:を|の)?(?:ご)?(?:入力|更新|確認)',
      // A password, or access, card, payment or bank data, as in the other languages' lists: not
      // "atualize seu cadastro" or "confirme seus dados na recepção" (a school's, a clinic's notice).
      '(?:confirme|atualize|valide|verifique) (?:sua|seu|a|o) senha',
      '(?:confirme|atualize|valide|verifique) (?:seus|os) dados (?:de acesso|de pagamento|do cartão|bancários)',
      '(?:dados e (?:sua |a )?senha)',
    ]),
  ],
  [
    'email-lure-parcel',
    anyOf([
      '(?:お荷物|荷物)(?:の)?(?:お届け|配達)(?:が|を)?(?:できませんでした|保留)',
      'taxa (?:de importação|de importacao|alfandegária|alfandegaria|de liberação|de liberacao|postal)',
      '(?:sua |a )?encomenda (?:está |esta |foi )?(?:retida|bloqueada|aguardando pagamento|pendente)',
    ]),
  ],
  [
    'email-lure-invoice',
    anyOf([
      '(?:税金|納税|税)(?:の)?(?:未納|滞納)',
      '差し?押(?:さえ|え)',
      '(?:pagamento|débito|debito|fatura) (?:pendente|em atraso|em aberto)',
    ]),
  ],
];

/** Adds the Japanese and Portuguese lures read in `norm` (a family already said is not read again). */
export function foreignLures(
  norm: NormalizedMessage,
  has: (code: EmailFindingCode) => boolean,
  add: (code: EmailFindingCode, matches: readonly PhraseMatch[]) => void,
): void {
  for (const [code, list] of FOREIGN) if (!has(code)) add(code, findAll(list, norm.folded, 1));
}
