import { creatorPagePath } from '@fanlens/shared';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The query parameter of the claim link that carries the account's code (`…/ruby58?v=7KQ2MX`). */
export const CLAIM_CODE_PARAM = 'v';

/** The FanLens address of a creator page without its scheme and `www.`: `fanlens.example/ada`. */
function siteOf(publicUrl: string): string {
  return publicUrl
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/**
 * The creator's FanLens page link as it may appear in a bio: `${publicUrl}/${username}` (or
 * `/creators/${username}` for a username that is a site path: creatorPagePath),
 * case-insensitive, with or without `http://`/`https://` (and `www.`), with or without a
 * trailing slash, then its query (captured) and fragment. The username must end there (`/ada`
 * does not match `/ada2` or `/ada.b`, but matches `/ada.` at the end of a sentence), and the host
 * must not be the tail of a longer host (`evilfanlens.com/ada` does not match `fanlens.com/ada`).
 */
export function profileLinkPattern(publicUrl: string, username: string): RegExp {
  return new RegExp(
    `(?<![A-Za-z0-9.-])(?:https?://)?(?:www\\.)?${escapeRegExp(siteOf(publicUrl))}${escapeRegExp(creatorPagePath(username))}` +
      `(?![A-Za-z0-9_-]|\\.[A-Za-z0-9_-]|/[A-Za-z0-9._~%-])/?(\\?[^\\s#"'<>]*)?`,
    'gi',
  );
}

export type ClaimLinkCheck = 'found' | 'code_not_found' | 'link_not_found';

/**
 * Looks for the claim link in a bio: `found` when one occurrence carries a code `isValidCode`
 * accepts, `code_not_found` when the link is there without such a code (a bare link, or another
 * account's or an expired code), `link_not_found` otherwise. Linear in the bio's length.
 */
export function checkClaimLink(
  bio: string,
  publicUrl: string,
  username: string,
  isValidCode: (code: string) => boolean,
): ClaimLinkCheck {
  let linked = false;
  for (const match of bio.matchAll(profileLinkPattern(publicUrl, username))) {
    linked = true;
    const code = new URLSearchParams(match[1] ?? '').get(CLAIM_CODE_PARAM);
    if (code && isValidCode(code.trim())) return 'found';
  }
  return linked ? 'code_not_found' : 'link_not_found';
}

/** The claim link the text carries: `${publicUrl}/${username}?v=${code}` (creatorPagePath). */
export function claimLink(publicUrl: string, username: string, code: string): string {
  return `${publicUrl}${creatorPagePath(username)}?${CLAIM_CODE_PARAM}=${code}`;
}

/** The text a creator puts into the bio: 'check out my review' and the link (docs/product/verification.md). */
export function claimText(link: string): string {
  return `check out my review ${link}`;
}
