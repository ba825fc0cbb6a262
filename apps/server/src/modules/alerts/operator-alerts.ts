/**
 * Operator alerts by e-mail (docs/product.md §10, decision 70): a consumer of the events outbox that queues one
 * e-mail per operator for each event that needs one, in the transaction that advances its position, so each
 * occurrence is mailed once. Every operator (role admin, not frozen) gets it in their language, signed with the
 * brand they signed up on, its link on that brand's host.
 */
import type { DepositCurrency, LocaleCode } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/database.ts';
import type { BrandsService } from '../brand/brands.service.ts';
import type { ChainService } from '../chain/chain-service.ts';
import type { EventType, StoredEvent } from '../events/event-outbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type AlertFacts, type AlertKind, alertMail } from './alert-mail.ts';

/** The events that raise an alert; `price.recovered`, `price.released` and `hot_wallet.covered` are not mailed. */
export const ALERT_EVENT_TYPES = [
  'withdrawal.requested',
  'payout.failed',
  'hot_wallet.shortfall',
  'reconciliation.mismatch',
  'price.stale',
  'price.held',
] as const satisfies readonly EventType[];

/** The console's pages an alert links to (the web app's paths.admin). */
const CONSOLE = {
  overview: '/admin',
  withdrawal: (id: string) => `/admin/withdrawals/${id}`,
  reconciliation: '/admin/reconciliation',
  prices: '/admin/prices',
};

interface Alert {
  kind: AlertKind;
  path: string;
  facts: AlertFacts;
}

export interface OperatorAlertsDeps {
  config: Config;
  brands: Pick<BrandsService, 'forHost' | 'knows'>;
  chain: Pick<ChainService, 'network'>;
  mailer: Pick<Mailer, 'enqueue'>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const tokenAmount = (units: unknown, currency: string) =>
  fromBaseUnits(BigInt(text(units) || '0'), TOKEN_DECIMALS[currency as DepositCurrency] ?? 18);

export class OperatorAlerts {
  constructor(private readonly deps: OperatorAlertsDeps) {}

  /** The alert an event raises; null for one that needs no operator (a withdrawal approved at once). */
  alertOf(event: StoredEvent): Alert | null {
    const p = event.payload;
    const currency = text(p.currency);
    switch (event.type) {
      case 'withdrawal.requested':
        if (p.status !== 'requested') return null;
        return {
          kind: 'withdrawalWaiting',
          path: CONSOLE.withdrawal(text(event.objectId)),
          facts: { amount: tokenAmount(p.amount, currency), currency, pool: text(p.pool) },
        };
      case 'payout.failed':
        return {
          kind: 'payoutFailed',
          path: CONSOLE.withdrawal(text(event.objectId)),
          facts: { amount: tokenAmount(p.amount, currency), currency, pool: text(p.pool), reason: text(p.reason) },
        };
      case 'hot_wallet.shortfall': {
        const decimals = Number(p.decimals);
        return {
          kind: 'hotWalletShortfall',
          path: CONSOLE.overview,
          facts: {
            pool: text(p.pool),
            currency,
            network: this.deps.chain.network(Number(p.chainId))?.name ?? text(p.chainId),
            balance: fromBaseUnits(BigInt(text(p.balance)), decimals),
            queued: fromBaseUnits(BigInt(text(p.queued)), decimals),
          },
        };
      }
      case 'reconciliation.mismatch':
        return {
          kind: 'reconciliationMismatch',
          path: CONSOLE.reconciliation,
          facts: { problems: (Array.isArray(p.problems) ? p.problems : []).map(text).join('\n') },
        };
      case 'price.stale':
        return {
          kind: 'priceStale',
          path: CONSOLE.overview,
          facts: {
            token: text(p.token),
            updatedAt: p.updatedAt ? `${text(p.updatedAt).slice(0, 16).replace('T', ' ')} UTC` : '',
          },
        };
      case 'price.held':
        return {
          kind: 'priceHeld',
          path: CONSOLE.prices,
          facts: {
            token: text(p.token),
            fiat: text(p.fiat).toUpperCase(),
            price: text(p.price),
            heldPrice: text(p.heldPrice),
          },
        };
      default:
        return null;
    }
  }

  /** Queues the event's alert to every operator, in the consumer's transaction. */
  async handle(tx: Executor, event: StoredEvent): Promise<void> {
    const alert = this.alertOf(event);
    if (!alert) return;
    const { brands, mailer } = this.deps;
    const operators = await tx
      .selectFrom('users')
      .select(['login', 'email', 'locale', 'source'])
      .where('role', '=', 'admin')
      .where('frozen_at', 'is', null)
      .orderBy('created_at')
      .execute();
    for (const operator of operators) {
      const address = operator.login ?? operator.email;
      if (!address) continue;
      const host = operator.source ?? '';
      const brand = brands.forHost(host).title;
      const link = `${this.#origin(host)}${prefix(operator.locale)}${alert.path}`;
      await mailer.enqueue(address, alertMail(alert.kind, operator.locale, { brand, link, facts: alert.facts }), tx);
    }
  }

  /** The brand's host the operator signed up on, when a brand names it; else PUBLIC_URL. */
  #origin(host: string): string {
    const { config, brands } = this.deps;
    return host && brands.knows(host) ? `${new URL(config.publicUrl).protocol}//${host}` : config.publicUrl;
  }
}

const prefix = (locale: LocaleCode) => (locale === 'en' ? '' : `/${locale}`);
