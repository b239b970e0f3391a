/** Notices another screen can ask the sign-in screen to show, passed as navigation state. */
export type SignInNoticeKind = 'passwordReset';

export interface SignInNoticeState {
  signInNotice: SignInNoticeKind;
}

export const signInNotice = (kind: SignInNoticeKind): SignInNoticeState => ({ signInNotice: kind });

/** The notice in a location's state, if any. */
export function readSignInNotice(state: unknown): SignInNoticeKind | null {
  const value = (state as Partial<SignInNoticeState> | null)?.signInNotice;
  return value === 'passwordReset' ? value : null;
}
