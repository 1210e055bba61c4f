// The one copy, for the scripts, of `HOSTED_LURE` (`packages/core/src/lexical/calm-hosted.ts`, not
// exported by the build): words that make a free host's customer name or path read as a lure. Used by
// `hosted-table.mjs` and `hosted-candidates.mjs`; `calm-hosted.test.ts` fails when the two drift apart.
export const HOSTED_LURE =
  /log-?in|sign|verif|passw|forgot|secur|account|auth|wallet|claim|pay|bank|bill|invoice|updat|support|help|recover|restor|unlock|connect|sync|drain|mint|airdrop|reward|gift|bonus|refund|confirm|mail|office|outlook|share|drive|file|portal|service|client|customer|user|member|admin|phish|trez|ledg|meta|coin|crypto|token|nft|swap|bridge|stak|dapp/i;
