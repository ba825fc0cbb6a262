/** The operator alerts' e-mails (decision 70), in the operator's language, as text and HTML, signed with the brand. */
import { escapeHtml, type LocaleCode } from '@yc/contract';
import { actionLink, brandedMail, type MailContent } from '../mail/templates.ts';

export type AlertKind =
  | 'withdrawalWaiting'
  | 'payoutFailed'
  | 'hotWalletShortfall'
  | 'reconciliationMismatch'
  | 'priceStale'
  | 'priceHeld';

/** Values quoted in the e-mail; each copy names the ones it uses. */
export interface AlertFacts {
  amount?: string;
  currency?: string;
  pool?: string;
  network?: string;
  balance?: string;
  queued?: string;
  reason?: string;
  token?: string;
  updatedAt?: string;
  problems?: string;
  /** A held price: the accepted one and the aggregator's new answer, in `fiat`. */
  fiat?: string;
  price?: string;
  heldPrice?: string;
}

type Copy = { subject: (f: AlertFacts) => string; body: (f: AlertFacts) => string; action: string };

const copy: Record<AlertKind, Record<LocaleCode, Copy>> = {
  withdrawalWaiting: {
    en: {
      subject: (f) => `Withdrawal of ${f.amount} ${f.currency} waits for approval`,
      body: (f) =>
        `A withdrawal of ${f.amount} ${f.currency} from the ${f.pool} pool waits for an operator's decision.`,
      action: 'Review the withdrawal',
    },
    ru: {
      subject: (f) => `Вывод ${f.amount} ${f.currency} ждёт одобрения`,
      body: (f) => `Вывод ${f.amount} ${f.currency} из пула ${f.pool} ждёт решения оператора.`,
      action: 'Открыть вывод',
    },
  },
  payoutFailed: {
    en: {
      subject: (f) => `Payout of ${f.amount} ${f.currency} failed`,
      body: (f) =>
        `The payout of ${f.amount} ${f.currency} from the ${f.pool} pool failed: ${f.reason}. The amount is back in the investor's position; you can retry the payout.`,
      action: 'Open the withdrawal',
    },
    ru: {
      subject: (f) => `Выплата ${f.amount} ${f.currency} не прошла`,
      body: (f) =>
        `Выплата ${f.amount} ${f.currency} из пула ${f.pool} не прошла: ${f.reason}. Сумма вернулась в позицию инвестора; выплату можно повторить.`,
      action: 'Открыть вывод',
    },
  },
  hotWalletShortfall: {
    en: {
      subject: (f) => `Hot wallet of the ${f.pool} pool cannot cover its ${f.currency} payouts`,
      body: (f) =>
        `The ${f.pool} pool's hot wallet on ${f.network} holds ${f.balance} ${f.currency}, but the payouts queued for it need ${f.queued} ${f.currency}. Top it up so they can be paid.`,
      action: 'Open the overview',
    },
    ru: {
      subject: (f) => `Горячему кошельку пула ${f.pool} не хватает ${f.currency} на выплаты`,
      body: (f) =>
        `На горячем кошельке пула ${f.pool} в сети ${f.network} ${f.balance} ${f.currency}, а выплатам в очереди нужно ${f.queued} ${f.currency}. Пополните его, чтобы они прошли.`,
      action: 'Открыть обзор',
    },
  },
  reconciliationMismatch: {
    en: {
      subject: () => 'Reconciliation found a mismatch',
      body: (f) => `The ledger and the chain disagree:\n${f.problems}`,
      action: 'Open the reconciliation',
    },
    ru: {
      subject: () => 'Сверка нашла расхождение',
      body: (f) => `Учёт и блокчейн расходятся:\n${f.problems}`,
      action: 'Открыть сверку',
    },
  },
  priceStale: {
    en: {
      subject: (f) => `The ${f.token} price is stale`,
      body: (f) =>
        `${f.updatedAt ? `The ${f.token} price was last updated ${f.updatedAt}.` : `The ${f.token} price has never been set.`} Withdrawals in ${f.token} wait for approval until it is fresh again.`,
      action: 'Open the overview',
    },
    ru: {
      subject: (f) => `Цена ${f.token} устарела`,
      body: (f) =>
        `${f.updatedAt ? `Цена ${f.token} последний раз обновлялась ${f.updatedAt}.` : `Цена ${f.token} ещё не задана.`} Пока она не обновится, выводы в ${f.token} ждут одобрения.`,
      action: 'Открыть обзор',
    },
  },
  priceHeld: {
    en: {
      subject: (f) => `The ${f.token} price waits for confirmation`,
      body: (f) =>
        `The aggregator answers ${f.heldPrice} ${f.fiat} for ${f.token}, beyond the allowed move from the accepted ${f.price} ${f.fiat}. The accepted price stays until an operator confirms or rejects the new one.`,
      action: 'Open the prices',
    },
    ru: {
      subject: (f) => `Цена ${f.token} ждёт подтверждения`,
      body: (f) =>
        `Агрегатор даёт для ${f.token} ${f.heldPrice} ${f.fiat} — больше допустимого изменения от принятой цены ${f.price} ${f.fiat}. Принятая цена действует, пока оператор не подтвердит или не отклонит новую.`,
      action: 'Открыть цены',
    },
  },
};

export function alertMail(
  kind: AlertKind,
  locale: LocaleCode,
  { brand, link, facts }: { brand: string; link: string; facts: AlertFacts },
): MailContent {
  const t = copy[kind][locale];
  const body = t.body(facts);
  return brandedMail(locale, brand, {
    subject: t.subject(facts),
    text: `${body}\n\n${t.action}: ${link}`,
    html: `${body
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n')}\n${actionLink(t.action, link)}`,
  });
}
