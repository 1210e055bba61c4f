/**
 * The brands a message names, looked up once per message (the brand-mismatch, official-link,
 * parcel and link-lure checks all ask), and whether a link leaves their official sites.
 */
import {
  findBrandMentions,
  isOfficialHost,
  type BrandMention,
} from '../../lexical/phrases/brand-mentions.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { FoundLink } from './links.js';

let mentionsOf: NormalizedMessage | null = null;
let mentions: readonly BrandMention[] = [];

/** Brands named in the message (remembered for the message last asked about). */
export function brandMentions(norm: NormalizedMessage): readonly BrandMention[] {
  if (mentionsOf !== norm) {
    mentions = findBrandMentions(norm);
    mentionsOf = norm;
  }
  return mentions;
}

/** Whether some link goes elsewhere than the official site of every brand the message names. */
export function hasUnofficialLink(norm: NormalizedMessage, links: readonly FoundLink[]): boolean {
  if (links.length === 0) return false;
  const brands = brandMentions(norm).map((m) => m.brand);
  return links.some((l) => l.host === null || !brands.some((b) => isOfficialHost(l.host ?? '', b)));
}
