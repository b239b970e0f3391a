import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailField, optionalNameField, passwordField, typeError, withoutControlCharacters } from './common';

/** The confirmation field: required, compared with the password by `withConfirmation`. */
const confirmField = z.string({ error: typeError(MESSAGES.text) }).min(1, { error: MESSAGES.required });

/**
 * Adds 'Your passwords do not match' on `confirmPassword` when it differs from `password`.
 * It runs whenever confirmPassword itself is valid, so the message shows as soon as it applies.
 */
function withConfirmation<T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: typeof confirmField }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    error: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof value?.password === 'string' &&
        typeof value.confirmPassword === 'string' &&
        !payload.issues.some((issue) => issue.path?.[0] === 'confirmPassword')
      );
    },
  });
}

export const signInForm = z.object({ email: emailField, password: passwordField });
export type SignInForm = z.output<typeof signInForm>;

export const signUpForm = withConfirmation(
  z.object({ email: emailField, name: optionalNameField, password: passwordField, confirmPassword: confirmField }),
);
export type SignUpFormInput = z.input<typeof signUpForm>;
export type SignUpForm = z.output<typeof signUpForm>;

export const forgotPasswordForm = z.object({ email: emailField });
export type ForgotPasswordForm = z.output<typeof forgotPasswordForm>;

export const resetPasswordForm = withConfirmation(z.object({ password: passwordField, confirmPassword: confirmField }));
export type ResetPasswordForm = z.output<typeof resetPasswordForm>;

export const changePasswordForm = z.object({ oldPassword: passwordField, newPassword: passwordField });
export type ChangePasswordForm = z.output<typeof changePasswordForm>;

export const registerBody = z.object({ email: emailField, password: passwordField, name: optionalNameField });
export type RegisterBodyInput = z.input<typeof registerBody>;
export type RegisterBody = z.output<typeof registerBody>;

export const loginBody = z.object({ email: emailField, password: passwordField });
export type LoginBody = z.output<typeof loginBody>;

export const changePasswordBody = z.object({ oldPassword: passwordField, newPassword: passwordField });
export type ChangePasswordBody = z.output<typeof changePasswordBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.output<typeof forgotPasswordBody>;

/** POST /auth/set-password: the bearer is the e-mailed reset token. */
export const setPasswordBody = z.object({ password: passwordField });
export type SetPasswordBody = z.output<typeof setPasswordBody>;

/** POST /auth/confirm-email: the token of the e-mailed confirmation link. */
export const confirmEmailBody = z.object({
  token: z
    .string({ error: typeError(MESSAGES.text) })
    .refine(withoutControlCharacters(), { error: MESSAGES.controlCharacters })
    .min(1, { error: MESSAGES.required })
    .max(200, { error: 'This confirmation link is not valid' }),
});
export type ConfirmEmailBody = z.output<typeof confirmEmailBody>;

/** Query of the /reset-password screen. */
export const resetPasswordSearch = z.object({
  token: z
    .string({ error: typeError(MESSAGES.text) })
    .refine(withoutControlCharacters(), { error: MESSAGES.controlCharacters })
    .min(1, { error: MESSAGES.required })
    .max(2000),
});
export type ResetPasswordSearch = z.output<typeof resetPasswordSearch>;
