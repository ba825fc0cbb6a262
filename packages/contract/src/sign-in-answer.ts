/**
 * What a sign-in answered, in a module without schemas: the sign-in page asks it before zod has loaded (decision 102).
 */
import type { Session, SignIn, TotpChallenge } from './auth.ts';

/** A sign-in's answer is the second step's challenge (an account with a second factor), not a session. */
export const isTotpChallenge = (r: SignIn | Session): r is TotpChallenge => 'totpRequired' in r;
