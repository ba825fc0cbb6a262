/** The API's messages in English (see messages.ts); a module of its own so the web loads one language only. */
import { ONE_TIME_CODE } from './constants.ts';

export const en = {
  'common.error': 'Error',
  'validation.formInvalid': 'Not all fields are filled in correctly',
  'validation.required': "It's required field!",
  'validation.email': 'Please check your email',
  'validation.maxLength': 'Max length is {max}!',
  'validation.telegram': 'Enter the link in the format: @myname',
  'validation.phone': 'Please check your phone number!',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.password': 'Please check your password',
  'validation.invalid': 'The value of {field} is not valid',
  'validation.unknownField': 'Unknown field: {field}',
  'validation.code': `The code is ${ONE_TIME_CODE.length} digits`,
  'validation.amount': 'Enter an amount greater than zero',
  'validation.address': 'Enter a valid wallet address',
  'validation.controlCharacters': 'The value of {field} must not contain control characters',
  'validation.invisibleCharacters':
    'The value of {field} must not contain invisible formatting characters (direction overrides, zero-width spaces)',
  'auth.required': 'Please login to access this page!',
  'auth.invalidCredentials': 'Invalid password or login',
  'auth.incorrectLogin': 'Incorrect login',
  'auth.loginTaken': 'This login is already registered',
  'auth.walletProofRequired': 'A wallet address can only be registered with a signed wallet proof',
  'auth.sessionExpired': 'Your session has expired, please sign in again',
  'auth.invalidCode': 'The code is wrong or has expired, request a new one',
  'auth.alreadyConfirmed': 'Your email is already confirmed',
  'auth.forbidden': 'You do not have access to this resource',
  'auth.emailNotConfirmed': 'Confirm your email first: enter the code we sent you',
  'auth.tooManyAttempts': 'Too many failed attempts. You can try again at {time} UTC (in {minutes} min)',
  'auth.approveEmailSent': 'Email for approve your account has been sent!',
  'auth.recoverySent': 'Instructions for changing your password have been successfully sent to your email!',
  'auth.passwordChanged': 'Password changed successfully',
  'auth.loggedOut': 'You have successfully logged out!',
  'auth.emailConfirmed': 'Your email is confirmed',
  'auth.profileUpdated': 'Your profile is saved',
  'auth.registered': 'Registration is almost complete',
  'auth.registeredDescription': 'We have sent a confirmation code to {login}',
  'auth.spamHint': 'If the email did not arrive, check your spam folder',
  'wallet.linked': 'Metamask is successfully linked to the account!',
  'wallet.notValid': 'Metamask is not valid!',
  'wallet.notConnected': 'Metamask not connection',
  'wallet.unsupportedNetwork': 'Metamask networkId: {id} not supported now - work in progress',
  'wallet.notDetected': 'No wallet found: install a browser wallet such as MetaMask, or open this page in a wallet app',
  'wallet.proofInvalid': 'The wallet signature could not be verified, please sign again',
  'wallet.proofExpired': 'The wallet sign-in request has expired, please sign again',
  'wallet.chainNotSupported': 'This network is not supported for sign-in',
  'wallet.addressTaken': 'This wallet is already linked to another account',
  'wallet.alreadyLinked': 'This account already has a wallet linked',
  'wallet.notEnoughMoney': "You don't have enough money in your Metamask account by coin {coin}",
  'wallet.txSent': 'Tx',
  'pools.notReplenished': 'You have not replenished this pool yet',
  'pools.notFound': 'There is no such pool',
  'pools.unknownFiat': 'Unknown currency {currency}: prices are kept in {known}',
  'idempotency.keyInvalid': 'The Idempotency-Key header must be 1 to 200 visible ASCII characters',
  'idempotency.keyReused': 'This Idempotency-Key was already used for a different request',
  'deposit.chainNotSupported': 'Deposits are not accepted on network {id}',
  'deposit.noAddress': 'This pool has no deposit address for {currency} on this network',
  'deposit.disabled': 'Depositing is not available now: the pool data could not be loaded',
  'deposit.txNotFound': 'The transaction was not found on the chain',
  'deposit.reverted': 'The transaction failed on the chain',
  'deposit.noTransfer': "The transaction does not pay this pool's {currency} deposit address",
  'deposit.senderNotProven': 'The transaction was sent from a wallet that is not linked to your account',
  'deposit.alreadyCredited': 'This transaction has already been credited',
  'deposit.reorged': 'The transaction left the chain (reorganisation); it was not credited',
  'deposit.credited': 'Your deposit of {amount} {currency} is credited',
  'deposit.noWallet': 'Link a wallet to your account before reporting a deposit: only transfers from it are credited',
  'deposit.tooManyPending':
    'You have {count} deposits waiting for the chain; report another once one of them is credited or rejected',
  'deposit.currencyNotInPool': 'This pool does not take {currency}; it takes {accepted}',
  'withdraw.noWallet': 'Link a wallet to your account before withdrawing',
  'withdraw.insufficient': 'The amount is more than your available balance in this pool',
  'withdraw.noHotWallet': 'Withdrawals of {currency} from this pool are not available on this network now',
  'withdraw.notReviewable': 'This withdrawal is no longer waiting for a decision',
  'withdraw.payoutFailed': 'The payout failed on the chain; the amount is back in your balance',
  'withdraw.requested': 'Your withdrawal is requested',
  'withdraw.confirmed': 'Your withdrawal of {amount} {currency} is paid',
  'accrual.busy': 'Another accrual run is applying the days now; try again in a moment',
  'dao.proposalNotFound': 'This proposal does not exist',
  'dao.notStarted': 'Voting on this proposal has not started yet',
  'dao.ended': 'Voting on this proposal has ended',
  'dao.alreadyVoted': 'You have already voted on this proposal',
  'dao.unknownOption': 'This option is not part of the proposal',
  'dao.endsInPast': 'The end of the vote must be in the future',
  'content.articleNotFound': 'This article does not exist or is not published',
  'avatar.fileRequired': 'Attach one image in the form field "file"',
  'avatar.tooLarge': 'The image is larger than {max} MB',
  'avatar.tooManyPixels': 'The image is too large: at most {max} megapixels',
  'avatar.notImage': 'This file is not an image: use JPEG, PNG, WebP, GIF or AVIF',
  'http.badRequest': 'The request is not valid',
  'http.badJson': 'The request body is not valid JSON',
  'http.unsupportedMediaType': 'This content type is not supported',
  'http.payloadTooLarge': 'The request is too large',
  'http.notFound': 'Not found',
  'http.methodNotAllowed': 'This method is not allowed here',
  'http.conflict': 'This request conflicts with the current state',
  'http.tooManyRequests': 'Too many requests, please try again in {seconds} s',
  'http.internal': 'Something went wrong on our side, please try again later',
  'http.unavailable': 'The service is temporarily unavailable',
  // The operator console (docs/product.md §10): each part adds its keys under its own line.
  'admin.totpStale': 'Enter a code from your authenticator app to confirm this action',
  // console: sign-in, second factor and sessions
  // console: audit log and console shell
  // console: overview and alerts
  // console: reconciliation and reports
  // console: withdrawals
  // console: deposits
  // console: users
  // console: ledger corrections
} as const;

export type MessageKey = keyof typeof en;

/** Whether a string is a catalogue key; the English catalogue has every key (the Russian one is typed to match). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}
