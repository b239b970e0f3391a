import { describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  changePasswordForm,
  forgotPasswordBody,
  forgotPasswordForm,
  loginBody,
  registerBody,
  resetPasswordForm,
  resetPasswordSearch,
  setPasswordBody,
  signInForm,
  signUpForm,
} from '../src';
import { chars, issuesOf, messageAt } from './helpers';

const email = 'fan@example.com';
const password = 'secret12';

describe('sign in', () => {
  it('accepts a valid email and password, trimming and lower-casing the email', () => {
    expect(signInForm.parse({ email: '  Fan@Example.COM ', password })).toEqual({ email, password });
  });

  it.each([
    [7, 'Must be at least 8 characters'],
    [8, undefined],
    [20, undefined],
    [21, 'Must be at most 20 characters'],
  ])('password of %i characters: %s', (n, message) => {
    expect(messageAt(signInForm, { email, password: chars(n) }, 'password')).toBe(message);
  });

  it('rejects a bad email with the generic message', () => {
    for (const bad of ['fan', 'fan@', '@example.com', 'fan@example', 'fan @example.com']) {
      expect(messageAt(signInForm, { email: bad, password }, 'email')).toBe('Must be a valid email');
    }
  });

  it('says required for missing and empty fields', () => {
    expect(issuesOf(signInForm, {})).toEqual([
      ['email', 'This field is required'],
      ['password', 'This field is required'],
    ]);
    expect(issuesOf(signInForm, { email: '   ', password: '' })).toEqual([
      ['email', 'This field is required'],
      ['password', 'This field is required'],
    ]);
  });

  it('does not trim passwords', () => {
    expect(loginBody.parse({ email, password: ' secret1 ' }).password).toBe(' secret1 ');
  });
});

describe('sign up', () => {
  const valid = { email, password, confirmPassword: password };

  it('treats an empty or blank name as not given', () => {
    expect(signUpForm.parse({ ...valid, name: '' }).name).toBeUndefined();
    expect(signUpForm.parse({ ...valid, name: '   ' }).name).toBeUndefined();
    expect(signUpForm.parse(valid).name).toBeUndefined();
  });

  it.each([
    [2, 'Must be at least 3 characters'],
    [3, undefined],
    [50, undefined],
    [51, 'Must be at most 50 characters'],
  ])('a given name of %i characters: %s', (n, message) => {
    expect(messageAt(signUpForm, { ...valid, name: chars(n) }, 'name')).toBe(message);
  });

  it('reports mismatched passwords on confirmPassword with the exact text', () => {
    expect(issuesOf(signUpForm, { ...valid, confirmPassword: 'secret13' })).toEqual([
      ['confirmPassword', 'Your passwords do not match'],
    ]);
  });

  it('reports the mismatch even while other fields are invalid', () => {
    const issues = issuesOf(signUpForm, { email: 'x', password: 'short', confirmPassword: 'other' });
    expect(issues).toContainEqual(['confirmPassword', 'Your passwords do not match']);
    expect(issues).toContainEqual(['password', 'Must be at least 8 characters']);
  });

  it('requires the confirmation', () => {
    expect(issuesOf(signUpForm, { ...valid, confirmPassword: '' })).toEqual([
      ['confirmPassword', 'This field is required'],
    ]);
  });
});

describe('password reset and change', () => {
  it('reset: passwords must match, 8 to 20 characters', () => {
    expect(resetPasswordForm.parse({ password, confirmPassword: password }).password).toBe(password);
    expect(messageAt(resetPasswordForm, { password, confirmPassword: 'x' }, 'confirmPassword')).toBe(
      'Your passwords do not match',
    );
    expect(messageAt(resetPasswordForm, { password: chars(21), confirmPassword: chars(21) }, 'password')).toBe(
      'Must be at most 20 characters',
    );
  });

  it('change: both passwords required and 8 to 20 characters', () => {
    for (const schema of [changePasswordForm, changePasswordBody]) {
      expect(schema.safeParse({ oldPassword: chars(8), newPassword: chars(20) }).success).toBe(true);
      expect(issuesOf(schema, { oldPassword: chars(7), newPassword: chars(21) })).toEqual([
        ['oldPassword', 'Must be at least 8 characters'],
        ['newPassword', 'Must be at most 20 characters'],
      ]);
      expect(messageAt(schema, { newPassword: password }, 'oldPassword')).toBe('This field is required');
    }
  });

  it('set-password body and reset token', () => {
    expect(setPasswordBody.safeParse({ password }).success).toBe(true);
    expect(messageAt(setPasswordBody, { password: chars(7) }, 'password')).toBe('Must be at least 8 characters');
    expect(resetPasswordSearch.safeParse({ token: 'abc' }).success).toBe(true);
    expect(messageAt(resetPasswordSearch, {}, 'token')).toBe('This field is required');
  });

  it('forgot password needs a valid email', () => {
    for (const schema of [forgotPasswordForm, forgotPasswordBody]) {
      expect(schema.parse({ email: ' FAN@example.com' })).toEqual({ email });
      expect(messageAt(schema, { email: 'nope' }, 'email')).toBe('Must be a valid email');
      expect(messageAt(schema, { email: '' }, 'email')).toBe('This field is required');
    }
  });
});

describe('register body', () => {
  it('takes email, password and an optional name', () => {
    expect(registerBody.parse({ email: 'A@B.io', password, name: ' Ann ' })).toEqual({
      email: 'a@b.io',
      password,
      name: 'Ann',
    });
    expect(registerBody.parse({ email, password, name: null }).name).toBeUndefined();
    expect(messageAt(registerBody, { email, password, name: 'ab' }, 'name')).toBe('Must be at least 3 characters');
    expect(messageAt(registerBody, { email, password, name: 42 }, 'name')).toBe('Must be text');
  });

  it('rejects over-long emails', () => {
    expect(messageAt(registerBody, { email: `${chars(250)}@x.io`, password }, 'email')).toBe(
      'Must be at most 254 characters',
    );
  });
});
