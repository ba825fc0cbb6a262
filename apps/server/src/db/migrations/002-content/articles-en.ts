/** The learn articles as first published, in English. Bodies are Markdown without raw HTML. */
import type { SeedArticle } from './articles.ts';

export const ARTICLES_EN: SeedArticle[] = [
  {
    slug: 'what-is-apy-and-daily-compounding',
    title: 'What is APY and how daily compounding works',
    excerpt:
      'APY tells you what a year of daily compounding adds to your deposit. Here is how the daily rate is derived from it, why it beats a simple rate, and what it does not promise.',
    publishedAt: '2026-10-06T09:00:00Z',
    body: `Every pool in the cabinet shows an **APY**. It is the single most important number on the page, and also the one most often misread. This article explains what it means, how your balance grows from day to day, and how to use the figure sensibly.

## APY in one sentence

APY, the *annual percentage yield*, is how much a deposit grows in one year **including the yield earned on earlier yield**. If a pool shows 10% APY and the rate stays the same for a year, 1,000 USDT becomes 1,100 USDT.

It is easy to confuse APY with APR, the *annual percentage rate*. APR is a simple rate that ignores compounding. A 10% APR paid out daily and reinvested every day gives about 10.52% over a year, so the same product would be advertised with a higher APY than APR. The cabinet always shows APY, so the number you see is already the result of compounding and needs no further arithmetic.

## Compounding once a day

Yield is added to your balance **once a day**. Each day's yield is calculated on the balance you have at that moment, which already includes everything earned on previous days. That is compounding: your earnings start earning too.

Because the APY already includes a year of daily compounding, the daily rate is the 365th root of the yearly growth:

- daily growth factor = (1 + APY) ^ (1 / 365)
- daily rate = daily growth factor − 1

For 10% APY that is about **0.0261% a day**. On a deposit of 1,000 USDT the first day adds about 0.26 USDT. The next day the same rate applies to 1,000.26 USDT, and so on. A few more examples:

- 5% APY is about 0.0134% a day;
- 12% APY is about 0.0311% a day;
- 25% APY is about 0.0612% a day.

## How your balance is kept

Behind the scenes a deposit buys **shares** of the pool, much like units of a fund. Once a day the price of a share grows by the pool's daily rate. Your balance is simply the number of shares you hold multiplied by today's share price.

This design has practical consequences:

- Everyone in a pool earns exactly the same rate on every unit they hold, whether they deposited a year ago or last week.
- Depositing more buys more shares at today's price; it does not change what your earlier shares earn.
- Withdrawing sells shares at today's price, and the shares you keep go on growing.
- A new deposit starts earning from the first daily accrual after it is credited.

## Using the yield calculator

The dashboard has a yield calculator that answers the question *"In N mo you'll have…"*. It applies the same daily compounding to the amount and period you enter. For example, at 10% APY:

1. after one month, 1,000 USDT grows to about 1,007.97 USDT;
2. after six months, to about 1,048.81 USDT;
3. after a year, to about 1,100 USDT;
4. after two years, to about 1,210 USDT, because the second year compounds on the first year's result.

Notice that the second year adds 110 USDT, not 100: that extra is compounding at work. The longer the horizon, the more it matters.

## What APY does not tell you

APY is a **current** rate, not a promise. It describes what the pool earns now; it changes when market conditions change, and the calculator assumes it stays the same for the whole period. Keep these points in mind:

- **Rates move.** Yield comes from lending, liquidity provision and similar activity, and those markets pay more or less over time.
- **APY is measured in the pool's own assets.** In the coin and dex pools the yield is paid in the tokens you deposited, so the value of your balance in dollars also moves with their market price.
- **Fees are separate.** Deposit and withdrawal fees are shown on each pool's page and are not included in the APY.
- **Risk is real.** A higher APY usually means more volatile assets or more complex strategies. Never deposit money you cannot afford to lose.

## In short

APY is the yearly result of compounding once a day. Divide it into a daily rate with the formula above, let it work over time, and compare pools by APY together with their assets, fees and risk rather than by the headline number alone.
`,
  },
  {
    slug: 'how-to-deposit-safely',
    title: 'How to deposit safely from your wallet',
    excerpt:
      'A step-by-step checklist for your first deposit: linking the wallet, choosing the network, paying gas, waiting for confirmations and avoiding the mistakes scammers count on.',
    publishedAt: '2026-10-20T09:00:00Z',
    body: `A deposit is an ordinary transaction on the blockchain: your wallet sends tokens to the pool's address, and the cabinet credits them once the network has confirmed the transfer. Blockchain transactions cannot be reversed, so a few minutes of care before the first deposit are well spent. Follow these steps.

## 1. Link your wallet to your account

Deposits are credited automatically only when they come from a wallet linked to your account. That is how the cabinet knows that a transfer on a public blockchain is yours.

- If you signed up with your wallet, it is already linked.
- If you signed up with an e-mail, connect your wallet in the cabinet. The wallet asks you to **sign a message**. Signing proves that you own the address; it costs no gas and cannot move funds.

Do not send deposits from an exchange account. An exchange sends from its own addresses, not from your linked wallet, so such a transfer cannot be matched to you automatically.

## 2. Check the network

Deposits are accepted on the **Ethereum network (chain id 1)**. If your wallet is connected to another network, the cabinet shows a warning that the network is not supported yet. Switch the network in your wallet before you continue. Tokens sent on the wrong network do not reach the pool's address on Ethereum.

## 3. Keep some ETH for gas

Every transaction on Ethereum pays a network fee, called **gas**, in ETH. It goes to the network, not to the platform. Even when you deposit USDT or USDC, your wallet needs a little ETH to pay for the transfer. If the wallet does not hold enough of the token you are depositing, the cabinet tells you before anything is sent.

## 4. Send the deposit from the pool's page

1. Open the pool and choose the currency. Each currency has its own deposit address, shown on the page.
2. Enter the amount. If you type more decimal places than the token supports, the amount is rounded up to the token's smallest unit.
3. Check the fee shown for the pool, then confirm.
4. Your wallet opens with the transaction. Check that the token, the amount and the recipient address match the pool's page, and approve it.

A deposit is a plain token transfer. The cabinet **never asks you to approve a spending allowance** for your tokens. If a page asks for an unlimited approval, stop: it is not us.

## 5. Wait for confirmations

After you approve the transaction, the cabinet shows the deposit as pending, with its transaction hash. You can open the hash in a block explorer to follow it. Once the transaction is included in a block and has received the required number of confirmations, the cabinet checks it:

- the transaction succeeded;
- the token is one the pool accepts;
- the tokens went to the pool's address;
- they came from your linked wallet.

The amount credited is the amount recorded on the blockchain, and the same transfer can never be credited twice. If you close the page while the deposit is pending, nothing is lost: transfers from your linked wallet are found and credited anyway.

## 6. Protect yourself from scams

Most losses in crypto come from people, not from code. A few habits prevent nearly all of them:

- **Never share your seed phrase or private key.** Nobody from the platform will ever ask for it: not support, not an administrator, not a "recovery service".
- **Check the site address** before you sign in or sign anything, and open the cabinet from a bookmark rather than from links in messages or ads.
- **Read what your wallet shows** before approving. The recipient should be the pool's address from the cabinet, and the amount should be the one you entered.
- **Start small.** For your first deposit, send a modest amount, watch it arrive, and then send the rest.
- **Use your wallet app's browser on a phone.** If you open the cabinet on a phone without a wallet extension, it suggests opening the page in your wallet app's built-in browser.

## If something looks wrong

If a deposit is not credited after its transaction has been confirmed, check in a block explorer that it was sent on Ethereum, to the right address, from your linked wallet. Then contact support with the transaction hash: it is all we need to find the transfer.
`,
  },
  {
    slug: 'stable-coin-and-dex-pools',
    title: 'Stable, coin and dex pools: which one fits you',
    excerpt:
      'The three pool kinds differ in what you hold, what moves your balance and how much risk you take. A short guide to choosing, plus how the strategy pool and SPOOL fit in.',
    publishedAt: '2026-10-13T09:00:00Z',
    body: `The cabinet offers three kinds of pools (**stable**, **coin** and **dex**) and a **strategy pool** with its own token, SPOOL. They all compound once a day, but they hold different assets, so their yield, volatility and risk differ. This guide helps you choose.

## Stable pool

**Assets:** USDT, USDC, BUSD.

Stablecoins are tokens designed to stay worth one US dollar. The stable pool earns yield on them, typically from lending and similar low-volatility activity.

- **What moves your balance:** almost only the yield itself. 1,000 USDT stays roughly 1,000 dollars, plus what the pool earns.
- **Typical APY:** the most modest of the three.
- **Main risks:** a stablecoin losing its peg to the dollar, and the risks of the platforms where the funds are put to work.

**Fits you if** you think in dollars, want predictable growth, or are parking funds you may need soon.

## Coin pool

**Assets:** BTC, ETH, USDT, USDC.

The coin pool earns yield on major crypto assets and pays it in the same asset. Deposit ETH and your ETH balance grows; its dollar value also follows the price of ETH.

- **What moves your balance:** the yield in units of the coin, and the market price of the coin.
- **Typical APY:** moderate.
- **Main risks:** the price of the coin can fall faster than the yield accumulates.

**Fits you if** you already want to hold ETH or BTC for the long term and would like that holding to earn something along the way.

## Dex pool

**Assets:** ETH, BNB, AVAX, SOL, MATIC, CRO, FTM, WAVES, NEAR, USDC.

The dex pool provides liquidity to decentralised exchanges and earns a share of their trading fees and rewards. It covers a wide range of networks' tokens.

- **What moves your balance:** the yield, the prices of several tokens at once, and how those prices move against each other.
- **Typical APY:** the highest of the three, because the risk is the highest.
- **Main risks:** volatile token prices and *impermanent loss*: when the prices of paired tokens drift apart, a liquidity position can be worth less than simply holding the tokens.

**Fits you if** you accept large swings, understand liquidity provision, and invest for a longer horizon with money you can leave alone.

## The strategy pool and SPOOL

The strategy pool combines several strategies in one position. Instead of a balance in a single token, you receive **SPOOL**, the pool's share token, and the price of SPOOL grows once a day as the strategies earn. The DAO section shows token prices and the strategy pool's figures.

SPOOL also gives you a voice: DAO proposals are voted on with one vote per account, weighted by the SPOOL held when the proposal starts.

## Comparing pools at a glance

- **Volatility:** stable is low, coin is medium, dex is high.
- **Yield paid in:** stablecoins, the coin you deposited, the pool's tokens; SPOOL for the strategy pool.
- **Your result depends on:** the APY (stable); the APY and the coin's price (coin); the APY, several prices and impermanent loss (dex).
- **Horizon that suits it:** any (stable); long (coin and dex).

## How to choose

1. **Decide what you measure in.** If your goal is more dollars, a stable pool keeps the result in dollars. If your goal is more ETH, the coin pool keeps it in ETH.
2. **Be honest about your horizon.** Money you need within months belongs in the least volatile option.
3. **Look beyond the APY.** Compare each pool's deposit and withdrawal fees, its total value locked and how its rate has moved.
4. **Spread the risk.** Nothing stops you from holding several pools: a stable core with a smaller share in coin or dex pools is a common mix.
5. **Start small and review.** Watch how a pool behaves for a few weeks before adding more.

Whatever you choose, remember that APY is a current rate and not a guarantee, and that every pool, even the stable one, carries risk. Deposit only what you can afford to lose.
`,
  },
];
