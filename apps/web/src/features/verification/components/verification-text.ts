import { paths } from '@/config/paths';

/**
 * The text a creator puts into the bio (SPEC.md: 'check out my review' plus the site link plus
 * the username), e.g. 'check out my review https://fanlens.example/ada'. The server looks for
 * the link part (`${PUBLIC_URL}/${username}`, case-insensitive).
 */
export function verificationText(username: string, origin: string = window.location.origin): string {
  return `check out my review ${origin}${paths.creator(username)}`;
}
