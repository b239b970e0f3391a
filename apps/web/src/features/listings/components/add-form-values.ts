import { PLATFORMS, normaliseUsername, profileOfUrl, type AddCreatorInput, type Platform } from '@fanlens/shared';

/** How the page is named: by its profile address, or by its platform and username. */
export type AddMode = 'url' | 'username';

/** The form's values: the API's body, a field left empty being undefined. */
export type AddFormValues = AddCreatorInput;

export interface AddFormStart {
  mode: AddMode;
  values: AddFormValues;
}

const platformOf = (value: string | null): Platform | undefined =>
  PLATFORMS.find((platform) => platform === value?.trim().toLowerCase());

/**
 * The form filled in from the address: `?platform=onlyfans&username=ada`, or `?search=…` from a
 * search that found nothing (a profile address becomes the address, a username the username;
 * other text is left out). Without either, the form asks for a profile address.
 */
export function startOf(params: URLSearchParams): AddFormStart {
  const platform = platformOf(params.get('platform'));
  const username = params.get('username')?.trim() || undefined;
  if (platform || username) return { mode: 'username', values: { platform, username } };
  const search = params.get('search')?.trim();
  if (!search) return { mode: 'url', values: {} };
  if (profileOfUrl(search)) return { mode: 'url', values: { url: search } };
  return { mode: 'username', values: { username: normaliseUsername(search) ?? undefined } };
}

/** The fields that name the page in a mode. */
export const MODE_FIELDS = { url: ['url'], username: ['platform', 'username'] } as const satisfies Record<
  AddMode,
  readonly (keyof AddFormValues)[]
>;

/** What names the page (the preview's target): the mode's fields as typed. */
export function targetOf(mode: AddMode, values: AddFormValues): AddFormValues {
  return mode === 'url'
    ? { url: values.url?.trim() }
    : { platform: values.platform, username: values.username?.trim() };
}

export const sameTarget = (a: AddFormValues, b: AddFormValues) => JSON.stringify(a) === JSON.stringify(b);

/** An input's value for the form: empty text is no value (the API takes an absent field, not ''). */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
