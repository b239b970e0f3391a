const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The creator's FanLens page link as it may appear in a bio: `${publicUrl}/${username}`,
 * case-insensitive, with or without `http://`/`https://` (and `www.`), with or without a
 * trailing slash, query or fragment. The username must end there (`/ada` does not match
 * `/ada2` or `/ada.b`, but matches `/ada.` at the end of a sentence), and the host must not be
 * the tail of a longer host (`evilfanlens.com/ada` does not match `fanlens.com/ada`).
 */
export function profileLinkPattern(publicUrl: string, username: string): RegExp {
  const site = publicUrl
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
  return new RegExp(
    `(?<![A-Za-z0-9.-])(?:https?://)?(?:www\\.)?${escapeRegExp(site)}/${escapeRegExp(username)}` +
      `(?![A-Za-z0-9_-]|\\.[A-Za-z0-9_-]|/[A-Za-z0-9._~%-])`,
    'i',
  );
}

export function bioHasProfileLink(bio: string, publicUrl: string, username: string): boolean {
  return profileLinkPattern(publicUrl, username).test(bio);
}
