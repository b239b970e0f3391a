import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  isImageMimeType,
  profileForm,
  profileUpdateBody,
  verificationBody,
  verificationForm,
} from '../src';
import { chars, messageAt } from './helpers';

const profile = { name: 'Ann', email: 'ann@example.com' };

describe('profile form', () => {
  it.each([
    [2, 'Must be at least 3 characters'],
    [3, undefined],
    [50, undefined],
    [51, 'Must be at most 50 characters'],
  ])('name of %i characters: %s', (n, message) => {
    expect(messageAt(profileForm, { ...profile, name: chars(n) }, 'name')).toBe(message);
  });

  it('requires the name and a valid read-only email', () => {
    expect(messageAt(profileForm, { ...profile, name: '' }, 'name')).toBe('This field is required');
    expect(messageAt(profileForm, { ...profile, name: '\u200b\u200b\u200b' }, 'name')).toBe('This field is required');
    expect(messageAt(profileUpdateBody, { name: '\u200b\u200b\u200b' }, 'name')).toBe('This field is required');
    expect(messageAt(profileForm, { ...profile, email: '' }, 'email')).toBe('This field is required');
    expect(messageAt(profileForm, { ...profile, email: 'ann' }, 'email')).toBe('Must be a valid email');
  });

  it('accepts an image avatar or none', () => {
    const avatar = { type: 'image/png', size: 1024, name: 'me.png' };
    expect(profileForm.parse({ ...profile, avatar }).avatar).toEqual(avatar);
    expect(profileForm.parse({ ...profile, avatar: null }).avatar).toBeNull();
    expect(profileForm.safeParse(profile).success).toBe(true);
  });

  it('rejects a non-image or too large avatar', () => {
    expect(messageAt(profileForm, { ...profile, avatar: { type: 'application/pdf', size: 10 } }, 'avatar')).toBe(
      'Must be an image file',
    );
    expect(messageAt(profileForm, { ...profile, avatar: 'me.png' }, 'avatar')).toBe('Must be an image file');
    expect(
      messageAt(profileForm, { ...profile, avatar: { type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 } }, 'avatar'),
    ).toBe('Must be at most 5 MB');
  });

  it('recognises image MIME types', () => {
    expect(isImageMimeType('image/webp')).toBe(true);
    expect(isImageMimeType('image/svg+xml')).toBe(true);
    expect(isImageMimeType('text/html')).toBe(false);
    expect(isImageMimeType('')).toBe(false);
  });

  it('profile update body leaves an absent name unchanged', () => {
    expect(profileUpdateBody.parse({})).toEqual({});
    expect(messageAt(profileUpdateBody, { name: 'ab' }, 'name')).toBe('Must be at least 3 characters');
  });
});

describe('verification', () => {
  it.each([
    [2, 'Must be at least 3 characters'],
    [3, undefined],
    [50, undefined],
    [51, 'Must be at most 50 characters'],
  ])('username of %i characters: %s', (n, message) => {
    expect(messageAt(verificationForm, { username: chars(n) }, 'username')).toBe(message);
    expect(messageAt(verificationBody, { username: chars(n) }, 'username')).toBe(message);
  });

  it('trims the username and requires it', () => {
    expect(verificationBody.parse({ username: '  jane.doe_1 ' })).toEqual({ username: 'jane.doe_1' });
    expect(messageAt(verificationBody, {}, 'username')).toBe('This field is required');
  });

  it('rejects characters that do not belong in a profile address', () => {
    for (const username of ['jane/../admin', 'jane doe', 'jane?x=1', '@jane']) {
      expect(messageAt(verificationBody, { username }, 'username')).toBe(
        'Use only letters, numbers, dots, dashes and underscores',
      );
    }
  });
});
