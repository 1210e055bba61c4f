/**
 * Ordinary French words (accents folded) that the brand readings of a host name would take for a
 * brand misspelt or glued to other letters: « trésor » for Trezor, « capitales » for Capital One,
 * « discordance » for Discord, « lechat » (le chat) for WeChat. Chosen and written by hand for this
 * project (issue 21, round 18, after the review): everyday nouns and adjectives of business, place
 * and page names, each checked to be read as a brand by the checks without this list. One-letter
 * misspellings that kits use (`revolus`, `strippe`, `mechat`) are deliberately left out; a word
 * of this list one letter off a brand is read as the brand again beside a lure word (`brand-match.ts`).
 */
export const FRENCH_NEAR_BRAND_WORDS: readonly string[] = [
  'amazonien assaisonnement assaisonnements aumonerie bourgmestre californien californienne',
  'campagnarde campagnards capitaine capitainerie capitaines capitale capitales chroma',
  'conformite correspondance correspondances correspondant correspondante correspondants',
  'corrosif difformite discordance discordante discordants etrangere etrangers evaporateur',
  'fortuite histogramme hydroelectrique hydrogene hydromel hydrotherapie induit ininterrompu',
  'intercommunal intercommunale interrompu interrompue lechat magicien magicienne magiciens',
  'perforante retrancher revolu revolue saisonnier saisonniere saisonniers timonerie transfere',
  'transferer transformiste tresor uniformite valorisante videoconference videophone',
];
