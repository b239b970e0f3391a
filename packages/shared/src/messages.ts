import { RATING_RANGE } from './limits';

/** Validation texts shared by the web forms and the API (docs/product.md, "Messages"). */
export const MESSAGES = {
  required: 'This field is required',
  email: 'Must be a valid email',
  passwordMismatch: 'Your passwords do not match',
  image: 'Must be an image file',
  rating: `Rating must be a whole number from ${RATING_RANGE.min} to ${RATING_RANGE.max}`,
  text: 'Must be text',
  number: 'Must be a number',
  integer: 'Must be a whole number',
  boolean: 'Must be true or false',
  list: 'Must be a list',
  duplicateTag: 'Each tag can be chosen only once',
  username: 'Use only letters, numbers, dots, dashes and underscores',
  slug: 'Must be a category slug (lower-case letters, numbers and dashes)',
  id: 'Must be a valid id',
  controlCharacters: 'Must not contain control characters',
  coordinates: "Coordinates must be 'lat, lon' with lat from -90 to 90 and lon from -180 to 180",
} as const;

export const minLengthMessage = (n: number) => `Must be at least ${n} characters`;
export const maxLengthMessage = (n: number) => `Must be at most ${n} characters`;
export const minValueMessage = (n: number) => `Must be at least ${n}`;
export const maxValueMessage = (n: number) => `Must be at most ${n}`;
export const oneOfMessage = (values: readonly string[]) => `Must be one of: ${values.join(', ')}`;
export const tagChoiceMessage = (values: readonly string[]) => `Tags must be chosen from: ${values.join(', ')}`;
export const fileTooLargeMessage = (bytes: number) => `Must be at most ${Math.round(bytes / 1024 / 1024)} MB`;

/** Success notices (docs/product.md, "Messages"). */
export const NOTICES = {
  passwordChanged: 'The password has been successfully changed.',
  profileUpdated: 'Your profile has been successfully updated.',
  resetLinkSent: 'The password reset link has been sent successfully.',
} as const;
