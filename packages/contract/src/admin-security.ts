/**
 * Operator sign-in's second factor (docs/product.md §10, decisions 67 and 68): TOTP enrolment, recovery codes, the
 * second sign-in step and the step-up that keeps a session's code fresh for decisions.
 */
import * as z from 'zod/mini';
import { sessionSchema } from './auth.ts';
import { endpoint, isoDateTime, uuid } from './common.ts';
import { OPERATOR } from './constants.ts';
import { codeField, emailField, passwordField, plainString } from './validation.ts';

/** A recovery code looks like `abcd-efgh-jkmn-pqrs`; dashes, spaces and case do not matter. */
export const recoveryCodeField = plainString().check(
  z.trim(),
  z.minLength(16, { error: 'validation.invalid' }),
  z.maxLength(40, { error: 'validation.invalid' }),
);

const secondFactorFields = { code: z.optional(codeField), recoveryCode: z.optional(recoveryCodeField) };
const exactlyOne = (v: { code?: string | undefined; recoveryCode?: string | undefined }) =>
  (v.code === undefined) !== (v.recoveryCode === undefined);

/** A TOTP code or a recovery code, exactly one of them. */
export const secondFactorBody = z
  .strictObject(secondFactorFields)
  .check(z.refine(exactlyOne, { error: 'validation.required', path: ['code'] }));
export type SecondFactorBody = z.input<typeof secondFactorBody>;

export const totpLoginBody = z
  .strictObject({ challenge: plainString().check(z.minLength(1), z.maxLength(2000)), ...secondFactorFields })
  .check(z.refine(exactlyOne, { error: 'validation.required', path: ['code'] }));
export type TotpLoginBody = z.input<typeof totpLoginBody>;

export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).check(z.length(OPERATOR.recoveryCodes)),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enrolledAt: z.nullable(isoDateTime),
  recoveryCodesLeft: z.number().check(z.int()),
  /** When this session last entered a code; decisions need it under OPERATOR.totpFreshSeconds old. */
  verifiedAt: z.nullable(isoDateTime),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Dev mode only: what end-to-end tests need of operators while the server holds the embedded database. */
export const devOperatorBody = z.strictObject({ login: emailField, password: passwordField });
export const devOperatorLoginBody = z.strictObject({ login: emailField });
export const devOperatorResponse = z.object({ id: uuid, login: z.string() });

export const devOperatorEndpoints = {
  devOperator: endpoint({
    method: 'POST',
    path: '/api/v1/dev/operators',
    tag: 'dev',
    auth: 'none',
    status: 201,
    summary: 'Dev mode only: an operator account, as `npm run admin -- create` makes one (it enrols at first sign-in)',
    body: devOperatorBody,
    response: devOperatorResponse,
  }),
  devStaleSecondFactor: endpoint({
    method: 'POST',
    path: '/api/v1/dev/operators/stale-second-factor',
    tag: 'dev',
    auth: 'none',
    summary: "Dev mode only: the operator's sessions' last code is older than the fresh window",
    body: devOperatorLoginBody,
    response: devOperatorResponse,
  }),
} as const;

export const adminSecurityEndpoints = {
  loginTotp: endpoint({
    method: 'POST',
    path: '/api/v1/login/totp',
    tag: 'auth',
    auth: 'none',
    summary: 'Second sign-in step: the challenge with a TOTP code or a recovery code',
    body: totpLoginBody,
    response: sessionSchema,
  }),
  twoFactorStatus: endpoint({
    method: 'GET',
    path: '/api/v1/admin/2fa',
    tag: 'admin',
    auth: 'admin',
    enrolment: true,
    summary: "The operator's second factor and this session's last verified code",
    response: twoFactorStatusSchema,
  }),
  twoFactorEnrol: endpoint({
    method: 'POST',
    path: '/api/v1/admin/2fa/enrol',
    tag: 'admin',
    auth: 'admin',
    enrolment: true,
    summary: 'A new pending TOTP secret (replaces a pending one, never an active one)',
    response: totpEnrolmentSchema,
  }),
  twoFactorConfirm: endpoint({
    method: 'POST',
    path: '/api/v1/admin/2fa/confirm',
    tag: 'admin',
    auth: 'admin',
    enrolment: true,
    summary: 'Turn two-factor sign-in on with a code of the pending secret; answers ten recovery codes',
    body: z.strictObject({ code: codeField }),
    response: recoveryCodesSchema,
  }),
  twoFactorStepUp: endpoint({
    method: 'POST',
    path: '/api/v1/admin/2fa/step-up',
    tag: 'admin',
    auth: 'admin',
    summary: "Enter a code now: the session's decisions are allowed for the next five minutes",
    body: secondFactorBody,
    response: twoFactorStatusSchema,
  }),
  twoFactorRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/v1/admin/2fa/recovery-codes',
    tag: 'admin',
    auth: 'admin',
    fresh: true,
    summary: 'Ten new recovery codes; the previous ones stop working',
    response: recoveryCodesSchema,
  }),
  ...devOperatorEndpoints,
} as const;
