/** Kysely table types. int8 and NUMERIC arrive as strings on both engines. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

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
  created_at: Timestamp;
  updated_at: Timestamp;
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
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export type CodePurpose = 'confirm' | 'recovery';

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: Timestamp;
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
  created_at: Timestamp;
}

export interface ArticlesTable {
  slug: string;
  locale: 'en' | 'ru';
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  cover_url: string | null;
  published_at: Timestamp;
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
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
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
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MailRow = Selectable<MailOutboxTable>;
