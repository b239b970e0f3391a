import { z } from 'zod';
import { usernameField } from './common';

export const verificationForm = z.object({ username: usernameField });
export type VerificationForm = z.output<typeof verificationForm>;

/** POST /verification */
export const verificationBody = z.object({ username: usernameField });
export type VerificationBody = z.output<typeof verificationBody>;

/** GET /verification/text */
export const verificationTextQuery = z.object({ username: usernameField });
export type VerificationTextQuery = z.output<typeof verificationTextQuery>;
