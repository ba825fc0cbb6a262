/** Kysely table types. int8 and NUMERIC arrive as strings on both engines. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A timestamp without a default: every insert names it. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  login: string | null;
  email: string | null;
  name: string | null;
  phone: string | null;
  telegram: string | null;
  locale: ColumnType<'en' | 'ru', 'en' | 'ru' | undefined, 'en' | 'ru'>;
  role: 'investor' | 'admin' | null;
  password_hash: string | null;
  meta_mask_address: string | null;
  avatar_url: string | null;
  email_confirmed_at: NullableTimestamp;
  source: string | null;
  invite: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  /** Drawn and resolved from `invite` by triggers at insert, fixed afterwards (migration 010). */
  referral_id: ColumnType<string, never, never>;
  referrer_id: ColumnType<string | null, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set by an operator's freeze, all three or none (migration 023, decision 75); the reason is shown at sign-in. */
  frozen_at: NullableTimestamp;
  frozen_reason: string | null;
  frozen_by: string | null;
  /** When the wallet was linked or last changed; null: unknown (before migration 021) or none. Set by a trigger. */
  wallet_linked_at: ColumnType<Date | null, never, never>;
}

/** Every sign-in attempt of a known account, the newest 100 per account (migration 023, decision 75). */
export interface SignInsTable {
  id: ColumnType<string, never, never>;
  user_id: string;
  created_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  method: 'password' | 'wallet' | 'code';
  ok: boolean;
  failure: 'password' | 'frozen' | null;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
  user_agent: string | null;
  ip: string | null;
  /** When a TOTP or recovery code was last entered in this session (migration 018). */
  totp_verified_at: NullableTimestamp;
}

/** A user's TOTP secret, encrypted (migration 018, decision 67). */
export interface UserTotpTable {
  user_id: string;
  secret_encrypted: string | null;
  pending_encrypted: string | null;
  enabled_at: NullableTimestamp;
  /** int8, as a decimal string: the 30-second step of the last accepted code. */
  last_step: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Single-use recovery codes, SHA-256 hashed (migration 018). */
export interface UserRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export type CodePurpose = 'confirm' | 'recovery';

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: RequiredTimestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface FaqItemsTable {
  id: Generated<string>;
  locale: 'en' | 'ru';
  category: string;
  question: string;
  answer: string;
  position: number;
  /** Unpublished: shown only in the console (migration 030). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticlesTable {
  slug: string;
  locale: 'en' | 'ru';
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  cover_url: string | null;
  published_at: RequiredTimestamp;
  /** Unpublished: shown only in the console (migration 030). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface AvatarsTable {
  user_id: string;
  /** The public name: a content hash, see modules/avatars. */
  id: string;
  /** A Uint8Array from PGlite, a Buffer from node-postgres. */
  data: Uint8Array;
  created_at: Timestamp;
}

export interface WalletNoncesTable {
  nonce: string;
  expires_at: RequiredTimestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** NUMERIC columns arrive as decimal strings; bigint or string goes in. */
type Numeric = ColumnType<string, string | bigint, string | bigint>;
type NumericDefault = ColumnType<string, string | bigint | undefined, string | bigint>;
type NullableNumeric = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
/** A `date` arrives as a Date; day keys ('YYYY-MM-DD') go in and are compared with it. */
type DateColumn = ColumnType<Date | string, string, string>;

export interface PoolsTable {
  name: string;
  chain_id: ColumnType<number, number | undefined, number>;
  deposit_fee: NumericDefault;
  withdrawal_fee: NumericDefault;
  /** The smallest deposit in usd (migration 026); 0: none. */
  min_deposit_usd: NumericDefault;
  deposits_open: ColumnType<boolean, boolean | undefined, boolean>;
  /** What investors read while withdrawals are paused; both null when they are not (migration 026). */
  withdrawals_paused_en: string | null;
  withdrawals_paused_ru: string | null;
  strategy_address: string | null;
  vault_address: string | null;
  token_contract: string | null;
  website: string | null;
  updated_at: Timestamp;
}

/** A pool's APY in force from a day on, until the next row (migration 026, decision 79). */
export interface PoolApyTable {
  pool: string;
  effective_from: DateColumn;
  apy: Numeric;
  set_by: string | null;
  set_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PoolAssetsTable {
  pool: string;
  token: string;
  decimals: number;
  in_composition: boolean;
  /** Offered for deposits (migration 027, decision 80); only deposit currencies. */
  accepts_deposits: ColumnType<boolean, boolean | undefined, boolean>;
  weight: NullableNumeric;
  price_per_share: NumericDefault;
  /** The last day whose accrual was applied, YYYY-MM-DD (to_char'd on read). */
  accrued_through: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface PoolDepositAddressesTable {
  pool: string;
  chain_id: number;
  currency: string;
  address: string;
}

export interface PricesTable {
  token: string;
  fiat: string;
  price: Numeric;
  market_cap: NullableNumeric;
  circulating_supply: NullableNumeric;
  max_age_seconds: ColumnType<number, number | undefined, number>;
  source: ColumnType<PriceSourceKind, PriceSourceKind | undefined>;
  updated_at: Timestamp;
  /** The aggregator a price is read from (source 'aggregator', migration 028). */
  feed_chain_id: number | null;
  feed_address: string | null;
  /** A move beyond this from the accepted price is held for an operator; null: never held. */
  max_deviation_percent: NullableNumeric;
  held_price: NullableNumeric;
  /** The held round's `updatedAt`. */
  held_updated_at: NullableTimestamp;
  held_round: string | null;
  held_at: NullableTimestamp;
  rejected_round: string | null;
  feed_checked_at: NullableTimestamp;
  feed_error: string | null;
}

export type PriceSourceKind = 'operator' | 'demo' | 'aggregator';

export type LedgerAccountKind =
  | 'user_shares'
  | 'user_hold'
  | 'user_referral'
  | 'pool_custody'
  | 'pool_liability'
  | 'pool_shares'
  | 'fees'
  | 'yield_expense'
  | 'rounding'
  | 'referral_expense'
  | 'adjustment_expense'
  | 'adjustment_income';

export interface LedgerAccountsTable {
  id: Generated<string>;
  key: string;
  kind: LedgerAccountKind;
  user_id: string | null;
  pool: string | null;
  asset: string;
  balance: NumericDefault;
  created_at: Timestamp;
}

export type JournalEntryKind =
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_settle'
  | 'withdrawal_void'
  | 'yield'
  | 'referral'
  | 'harvest'
  | 'reversal'
  | 'adjustment';

export interface JournalEntriesTable {
  id: Generated<string>;
  kind: JournalEntryKind;
  idempotency_key: string;
  user_id: string | null;
  pool: string | null;
  token: string | null;
  amount: NullableNumeric;
  fee: NullableNumeric;
  shares: NullableNumeric;
  ref: string | null;
  day: ColumnType<Date | string | null, string | null | undefined, never>;
  memo: string | null;
  chain_id: number | null;
  tx_hash: string | null;
  log_index: number | null;
  /** Who posted a reversal (migration 015) or approved an adjustment (migration 024). */
  operator_id: string | null;
  created_at: Timestamp;
}

/** Which side each entry kind books each account kind on (migration 015). */
export interface JournalLineSidesTable {
  entry_kind: JournalEntryKind;
  account_kind: LedgerAccountKind;
  side: number;
}

export interface JournalLinesTable {
  id: Generated<string>;
  entry_id: string;
  account_id: string;
  asset: string;
  amount: Numeric;
  created_at: Timestamp;
}

export type CorrectionKind = 'reversal' | 'adjustment';
export type CorrectionDirection = 'credit' | 'debit';
export type CorrectionStatus = 'proposed' | 'posted' | 'rejected' | 'cancelled';

/** Migration 024: a ledger correction proposed by one operator, posted only on a second one's approval. */
export interface LedgerCorrectionsTable {
  id: Generated<string>;
  kind: CorrectionKind;
  entry_id: string | null;
  user_id: string | null;
  pool: string | null;
  token: string | null;
  direction: CorrectionDirection | null;
  amount: NullableNumeric;
  reason: string;
  status: ColumnType<CorrectionStatus, CorrectionStatus | undefined, CorrectionStatus>;
  proposed_by: string;
  proposed_at: Timestamp;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  note: string | null;
  posted_entry_id: string | null;
}

export interface PoolAssetSnapshotsTable {
  pool: string;
  token: string;
  day: DateColumn;
  price_per_share: Numeric;
  total_shares: Numeric;
  liability: Numeric;
  yield: Numeric;
  fiat_price: NullableNumeric;
}

export interface PoolSnapshotsTable {
  pool: string;
  day: DateColumn;
  apy: Numeric;
  tvl: Numeric;
  price_per_share: Numeric;
}

export type WithdrawalStatusColumn = 'requested' | 'approved' | 'sent' | 'confirmed' | 'rejected' | 'failed';

export interface WithdrawalsTable {
  id: ColumnType<string, string | undefined, never>;
  user_id: string;
  pool: string;
  currency: string;
  chain_id: number;
  amount: Numeric;
  fee: Numeric;
  destination: string;
  status: WithdrawalStatusColumn;
  needs_approval: boolean;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  hot_wallet: ColumnType<string | null, never, string>;
  nonce: ColumnType<string | null, never, string | bigint>;
  signed_tx: ColumnType<string | null, never, string>;
  tx_hash: ColumnType<string | null, never, string>;
  confirmations: ColumnType<number, never, number>;
  broadcast_at: ColumnType<Date | null, never, Date | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The operator who approved or rejected it, and when (migration 021). */
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: NullableTimestamp;
  /** A rejection's reason in each language; `reason` is the payout worker's error (migration 021). */
  reason_en: ColumnType<string | null, string | null | undefined, string | null>;
  reason_ru: ColumnType<string | null, string | null | undefined, string | null>;
  /** The failed withdrawal this one retries (migration 021, decision 72). */
  retry_of: ColumnType<string | null, string | null | undefined, never>;
}

export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  created_at: Timestamp;
  actor_id: string | null;
  ip: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}

/** Migration 019: the domain events outbox (decision 69); written once, read by consumers in `seq` order. */
export interface EventsTable {
  id: ColumnType<string, never, never>;
  /** Given at commit, in commit order (a deferred trigger); null only inside the writing transaction. */
  seq: ColumnType<string | null, never, never>;
  type: string;
  user_id: string | null;
  object_type: string;
  object_id: string | null;
  /** Bigints as decimal strings. */
  payload: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: ColumnType<Date, never, never>;
}

/** Each consumer's position in the events outbox: the last `seq` it handled. */
export interface EventConsumersTable {
  name: string;
  last_seq: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

/** An investor's notification (migration 033, decision 104), written by the `notifications` events consumer. */
export interface NotificationsTable {
  id: ColumnType<string, never, never>;
  /** The stream's position: identity order, which is commit order since the consumer is the one writer. */
  seq: ColumnType<string, never, never>;
  user_id: ColumnType<string, string, never>;
  event_id: ColumnType<string, string, never>;
  type: ColumnType<string, string, never>;
  /** Amounts as decimal strings of token units. */
  payload: ColumnType<Record<string, unknown>, string, never>;
  created_at: ColumnType<Date, never, never>;
  read_at: ColumnType<Date | null, never, Date | string>;
}

/** A condition the alert watcher remembers (stale price, hot wallet shortfall), so it alerts once per occurrence. */
export interface AlertConditionsTable {
  key: string;
  active: boolean;
  since: Timestamp;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export type ReconciliationTrigger = 'schedule' | 'operator' | 'cli';

/** Migration 020: every reconciliation run and its report. */
export interface ReconciliationRunsTable {
  id: ColumnType<string, never, never>;
  started_at: ColumnType<Date, Date | string, never>;
  finished_at: ColumnType<Date, Date | string | undefined, never>;
  trigger: ReconciliationTrigger;
  actor_id: string | null;
  ok: boolean;
  summary: string;
  report: ColumnType<Record<string, unknown>, string, never>;
}

/** Migration 020: the rollup of each closed day per pool asset, base units. */
export interface DailyFiguresTable {
  day: DateColumn;
  pool: string;
  token: string;
  deposits: Numeric;
  withdrawals: Numeric;
  fees: Numeric;
  yield_paid: Numeric;
  referral_bonuses: Numeric;
  profit_share: Numeric;
  tvl: Numeric;
  fiat_price: NullableNumeric;
}

/** Migration 020: investors whose first deposit into the pool was that day. */
export interface DailyNewUsersTable {
  day: DateColumn;
  pool: string;
  users: number;
}

export interface DaoProposalsTable {
  id: Generated<string>;
  title: string;
  description: string;
  starts_at: RequiredTimestamp;
  ends_at: RequiredTimestamp;
  snapshot_at: NullableTimestamp;
  created_by: string;
  created_at: Timestamp;
  title_ru: ColumnType<string, string | undefined, string>;
  description_ru: ColumnType<string, string | undefined, string>;
  updated_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: string | null;
}

export interface DaoProposalOptionsTable {
  id: Generated<string>;
  proposal_id: string;
  position: number;
  label: string;
}

export interface DaoVotingWeightsTable {
  proposal_id: string;
  user_id: string;
  weight: Numeric;
}

export interface DaoVotesTable {
  proposal_id: string;
  user_id: string;
  option_id: string;
  weight: Numeric;
  created_at: Timestamp;
}

export type DepositClaimStatus = 'pending' | 'confirming' | 'credited' | 'rejected';

export interface DepositClaimsTable {
  id: Generated<string>;
  user_id: string;
  pool: string;
  currency: string;
  chain_id: number;
  tx_hash: string;
  claimed_amount: string;
  source: 'user' | 'watcher';
  status: ColumnType<DepositClaimStatus, DepositClaimStatus | undefined, DepositClaimStatus>;
  confirmations: ColumnType<number, number | undefined, number>;
  required_confirmations: number;
  block_number: ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
  missing_since: NullableTimestamp;
  amount: NullableNumeric;
  fee: NullableNumeric;
  entry_ids: ColumnType<string[], string[] | undefined, string[]>;
  reject_code: string | null;
  reject_params: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** When the watcher looks at an open claim next; put off further after each check that found no receipt. */
  next_check_at: Timestamp;
  missed_checks: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  credited_at: NullableTimestamp;
}

/** Migration 022: a transfer to a deposit address the scan credited to nobody, and its assignment by an operator. */
export interface UnmatchedTransfersTable {
  id: Generated<string>;
  chain_id: number;
  tx_hash: string;
  log_index: number;
  currency: string;
  from_address: string;
  to_address: string;
  amount: Numeric;
  block_number: ColumnType<string, string | bigint, string | bigint>;
  seen_at: Timestamp;
  assigned_user_id: string | null;
  assigned_pool: string | null;
  assigned_by: string | null;
  assigned_at: NullableTimestamp;
  entry_id: string | null;
}

/** Every Idempotency-Key of a deposit report: the claim it was answered with and the amount it named. */
export interface DepositClaimKeysTable {
  user_id: string;
  idempotency_key: string;
  claim_id: string;
  claimed_amount: string;
  created_at: Timestamp;
}

export interface DepositScanCursorsTable {
  chain_id: number;
  last_block: ColumnType<string, string | bigint, string | bigint>;
  updated_at: Timestamp;
}

/** Closure table of the referral tree: one row per ancestor and descendant, depth 1 = direct referral. */
export interface ReferralTreeTable {
  ancestor: string;
  descendant: string;
  depth: number;
  /** The descendant's created_at (migration 012). */
  joined_at: RequiredTimestamp;
}

/** One referral programme, in force from its day (UTC) to the next version's (migration 029). */
export interface ReferralProgrammeVersionsTable {
  effective_from: DateColumn;
  set_by: string | null;
  set_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ReferralLevelsTable {
  effective_from: DateColumn;
  level: number;
  percent: string;
}

export interface ReferralRanksTable {
  effective_from: DateColumn;
  rank: string;
  name_en: string;
  name_ru: string;
  threshold_usd: string;
  levels_unlocked: number;
  profit_share: string;
}

/** Per referrer and level, maintained by triggers (migration 012). */
export interface ReferralLevelMembersTable {
  ancestor: string;
  depth: number;
  /** bigint, as a decimal string. */
  members: Numeric;
}

export interface ReferralLevelSharesTable {
  ancestor: string;
  depth: number;
  /** Share asset '<pool>:<token>'. */
  asset: string;
  shares: Numeric;
}

/** View: the usd value of referral_level_shares at the current price per share and token price. */
export interface ReferralLevelLiquidityView {
  ancestor: string;
  depth: number;
  usd: Numeric;
}

/** A pool's title, description and risks in one locale (migration 013). */
export interface PoolTextsTable {
  pool: string;
  locale: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  risks: ColumnType<unknown, string | undefined, string>;
}

/** A kind of configuration and the version its last change gave it (migration 025, decision 78). */
export interface ConfigVersionsTable {
  scope: string;
  version: Numeric;
  changed_at: ColumnType<Date, Date | undefined, Date>;
}

/** A white-label brand (migration 031, decision 84); the default one serves every host no brand names. */
export interface BrandsTable {
  id: Generated<string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  title: string;
  primary_color: string | null;
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  logo_id: ColumnType<string | null, string | null | undefined, string | null>;
  logo: ColumnType<Uint8Array | null, Buffer | null | undefined, Buffer | null>;
  favicon_id: ColumnType<string | null, string | null | undefined, string | null>;
  favicon: ColumnType<Uint8Array | null, Buffer | null | undefined, Buffer | null>;
  twitter_url: string | null;
  telegram_url: string | null;
  discord_url: string | null;
  docs_url: string | null;
  support_email: string | null;
  legal_entity: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date | string>;
}

export interface BrandHostsTable {
  host: string;
  brand_id: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  mail_outbox: MailOutboxTable;
  faq_items: FaqItemsTable;
  articles: ArticlesTable;
  avatars: AvatarsTable;
  wallet_nonces: WalletNoncesTable;
  pools: PoolsTable;
  pool_apy: PoolApyTable;
  pool_texts: PoolTextsTable;
  pool_assets: PoolAssetsTable;
  pool_deposit_addresses: PoolDepositAddressesTable;
  prices: PricesTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  journal_line_sides: JournalLineSidesTable;
  ledger_corrections: LedgerCorrectionsTable;
  pool_asset_snapshots: PoolAssetSnapshotsTable;
  pool_snapshots: PoolSnapshotsTable;
  dao_proposals: DaoProposalsTable;
  dao_proposal_options: DaoProposalOptionsTable;
  dao_voting_weights: DaoVotingWeightsTable;
  dao_votes: DaoVotesTable;
  deposit_claims: DepositClaimsTable;
  deposit_claim_keys: DepositClaimKeysTable;
  deposit_scan_cursors: DepositScanCursorsTable;
  unmatched_transfers: UnmatchedTransfersTable;
  withdrawals: WithdrawalsTable;
  referral_tree: ReferralTreeTable;
  referral_programme_versions: ReferralProgrammeVersionsTable;
  referral_levels: ReferralLevelsTable;
  referral_ranks: ReferralRanksTable;
  referral_level_members: ReferralLevelMembersTable;
  referral_level_shares: ReferralLevelSharesTable;
  referral_level_liquidity: ReferralLevelLiquidityView;
  audit_log: AuditLogTable;
  events: EventsTable;
  event_consumers: EventConsumersTable;
  notifications: NotificationsTable;
  alert_conditions: AlertConditionsTable;
  sign_ins: SignInsTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  reconciliation_runs: ReconciliationRunsTable;
  daily_figures: DailyFiguresTable;
  daily_new_users: DailyNewUsersTable;
  config_versions: ConfigVersionsTable;
  brands: BrandsTable;
  brand_hosts: BrandHostsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MailRow = Selectable<MailOutboxTable>;
