/** The F.A.Q. as first published, in both languages; the order of each list is the order shown. */
import type { LocaleCode } from '@yc/contract';

export interface SeedFaqItem {
  category: string;
  question: string;
  answer: string;
}

export const FAQ: Record<LocaleCode, SeedFaqItem[]> = {
  en: [
    {
      category: 'Getting started',
      question: 'What is this platform?',
      answer:
        'It is a personal cabinet for earning yield on crypto assets. You deposit tokens from your own wallet into a pool (stable, coin, dex or the strategy pool), your balance grows once a day at the pool’s current APY, and you can withdraw back to your wallet. The cabinet also shows pool figures such as APY, total value locked and daily rewards, your referral bonuses and the DAO figures.',
    },
    {
      category: 'Getting started',
      question: 'How do I open an account?',
      answer:
        'Sign up with an e-mail and a password, then enter the 6-digit code we send to that address: the code confirms your e-mail and opens the cabinet. You can also sign up by connecting a browser wallet and signing a message; signing proves that you own the wallet, costs nothing and moves no funds. If the e-mail does not arrive within a few minutes, check your spam folder or ask for a new code.',
    },
    {
      category: 'Deposits',
      question: 'How are deposits verified?',
      answer:
        'Every deposit is checked on the blockchain before it is credited. We wait until the transaction has the required number of confirmations, check that it succeeded, that the token is one the pool accepts, that it was sent to the pool’s address and that it came from a wallet linked to your account. The amount credited is the amount the blockchain shows, not the one typed in a form, and each transfer can be credited only once. A transfer from your linked wallet is credited even if you closed the page before it was confirmed.',
    },
    {
      category: 'Deposits',
      question: 'How long does a deposit take?',
      answer:
        'Usually a few minutes: the time for your transaction to be included in a block and then receive the required confirmations. While it waits, the deposit is shown as pending with its transaction hash, which you can open in a block explorer. If the network is busy or the gas price you set was low, it can take longer; the deposit is credited automatically once it is confirmed.',
    },
    {
      category: 'Fees',
      question: 'What fees do I pay?',
      answer:
        'Each pool shows its deposit fee and withdrawal fee on its page, and the exact fee is shown before you confirm an operation. Separately, the blockchain charges a network fee (gas) for the transaction you send from your wallet: it goes to the network, not to the platform, so keep a little ETH in your wallet to pay it. There are no fees for signing in, holding a balance or claiming referral rewards.',
    },
    {
      category: 'Yield',
      question: 'How is the yield calculated and when is it added?',
      answer:
        'Yield is added once a day. Each pool has an APY, the annual percentage yield with daily compounding: every day your balance grows by the daily rate, and the next day’s yield is calculated on the larger balance. At 10% APY the daily rate is about 0.0261%, and 1,000 USDT left for a year becomes about 1,100 USDT. A deposit starts earning from the first daily accrual after it is credited. APY is a current rate, not a promise: it changes with market conditions.',
    },
    {
      category: 'Withdrawals',
      question: 'How do I withdraw?',
      answer:
        'Open the pool, choose the currency and amount and confirm. The amount is reserved from your available balance at once, so it cannot be spent twice, and the payout is sent to the wallet linked to your account. Small amounts are paid automatically; larger ones are checked by an operator first. If a payout fails, the reserved amount returns to your balance. The pool page shows the withdrawal fee before you confirm.',
    },
    {
      category: 'Referral programme',
      question: 'How does the referral programme work?',
      answer:
        'Share your referral link from the referral page of the cabinet. People who sign up through it become your referrals, and so do the people they invite, up to the number of levels the programme has. Every day you earn a percentage of your referrals’ daily yield, different for each level; it does not reduce their earnings. Your rank grows with the liquidity your referrals bring, and higher ranks receive a share of the platform’s profit. Earned rewards accumulate daily and you claim them with the Harvest button.',
    },
    {
      category: 'Security',
      question: 'How is my account protected?',
      answer:
        'Passwords are stored only as strong one-way hashes, and e-mail codes expire after 15 minutes and allow a few attempts. Your session ends after 30 days without use, signing out ends it at once, and changing your password signs out every other device. Wallet sign-in uses a signed message that cannot move funds. We will never ask for your seed phrase or private key: anyone who does is a scammer. Always check the site address before signing in.',
    },
    {
      category: 'Security',
      question: 'I forgot my password. What should I do?',
      answer:
        'Open password recovery from the sign-in page and enter your e-mail. We send a 6-digit code valid for 15 minutes; enter it with your new password. For your safety this also signs you out on every device. The answer is the same whether or not the e-mail is registered, so that nobody can use the form to find out who has an account.',
    },
    {
      category: 'Wallets and networks',
      question: 'Which wallets and networks are supported?',
      answer:
        'Any browser wallet extension that works with Ethereum, such as MetaMask, can be connected. On a phone, open the site in the built-in browser of your wallet app. Deposits are sent on the Ethereum network (chain id 1); if your wallet is on another network, the cabinet warns you and asks you to switch. You can deposit USDT, USDC, BUSD, WAVES, SOL and BNB as Ethereum tokens, and ETH itself.',
    },
    {
      category: 'Wallets and networks',
      question: 'Can I change the wallet linked to my account?',
      answer:
        'One wallet is linked to an account, and deposits are credited only when they come from it, which is how we know a transfer is yours. If you connect a different wallet while signed in, the cabinet signs you out to protect the account. To move to a new wallet, contact support from the e-mail of your account.',
    },
  ],
  ru: [
    {
      category: 'Начало работы',
      question: 'Что это за платформа?',
      answer:
        'Это личный кабинет для получения дохода на криптоактивы. Вы переводите токены со своего кошелька в пул (стабильный, монетный, dex или стратегический), баланс растёт раз в сутки по текущей годовой доходности (APY) пула, а вывести средства можно обратно на свой кошелёк. В кабинете также видны показатели пулов — APY, общий объём заблокированных средств (TVL) и ежедневные награды, — ваши реферальные бонусы и показатели DAO.',
    },
    {
      category: 'Начало работы',
      question: 'Как зарегистрироваться?',
      answer:
        'Укажите email и пароль, затем введите 6-значный код из письма: он подтверждает email и открывает кабинет. Можно зарегистрироваться и через браузерный кошелёк — подключите его и подпишите сообщение. Подпись доказывает, что кошелёк ваш, ничего не стоит и не переводит средства. Если письмо не пришло в течение нескольких минут, проверьте папку «Спам» или запросите код повторно.',
    },
    {
      category: 'Депозиты',
      question: 'Как проверяются депозиты?',
      answer:
        'Каждый депозит проверяется в блокчейне, прежде чем попасть на баланс. Мы дожидаемся нужного числа подтверждений и проверяем, что транзакция прошла успешно, что токен принимается пулом, что перевод отправлен на адрес пула и что он пришёл с кошелька, привязанного к вашему аккаунту. Зачисляется сумма, которую показывает блокчейн, а не та, что введена в форме, и каждый перевод можно зачислить только один раз. Перевод с привязанного кошелька будет зачислен, даже если вы закрыли страницу до подтверждения.',
    },
    {
      category: 'Депозиты',
      question: 'Сколько времени занимает депозит?',
      answer:
        'Обычно несколько минут — столько нужно, чтобы транзакция попала в блок и набрала нужное число подтверждений. Пока депозит ждёт, он отображается как ожидающий, вместе с хешем транзакции, который можно открыть в обозревателе блоков. Если сеть загружена или вы указали низкую цену газа, ожидание может затянуться; после подтверждения депозит зачислится автоматически.',
    },
    {
      category: 'Комиссии',
      question: 'Какие комиссии я плачу?',
      answer:
        'Комиссии за депозит и вывод указаны на странице каждого пула, а точная сумма комиссии показывается до подтверждения операции. Отдельно блокчейн берёт сетевую комиссию (газ) за транзакцию, которую вы отправляете со своего кошелька: она достаётся сети, а не платформе, поэтому держите на кошельке немного ETH для её оплаты. За вход, хранение баланса и получение реферальных наград комиссий нет.',
    },
    {
      category: 'Доходность',
      question: 'Как начисляется доход и когда он появляется на балансе?',
      answer:
        'Доход начисляется раз в сутки. У каждого пула есть APY — годовая доходность с ежедневной капитализацией: каждый день баланс увеличивается на дневную ставку, и доход следующего дня считается уже от выросшей суммы. При APY 10 % дневная ставка составляет около 0,0261 %, и 1000 USDT за год превращаются примерно в 1100 USDT. Депозит начинает приносить доход с первого ежедневного начисления после зачисления. APY — текущая ставка, а не обещание: она меняется вместе с рынком.',
    },
    {
      category: 'Вывод средств',
      question: 'Как вывести средства?',
      answer:
        'Откройте пул, выберите валюту и сумму и подтвердите вывод. Сумма сразу резервируется из доступного баланса, поэтому её нельзя потратить дважды, а выплата отправляется на кошелёк, привязанный к аккаунту. Небольшие суммы выплачиваются автоматически, крупные сначала проверяет оператор. Если выплата не прошла, зарезервированная сумма возвращается на баланс. Комиссия за вывод видна на странице пула до подтверждения.',
    },
    {
      category: 'Реферальная программа',
      question: 'Как работает реферальная программа?',
      answer:
        'Поделитесь реферальной ссылкой со страницы реферальной программы в кабинете. Все, кто зарегистрируется по ней, станут вашими рефералами, как и те, кого пригласят они, — на столько уровней, сколько их в программе. Каждый день вы получаете процент от ежедневного дохода рефералов, свой для каждого уровня; их доход при этом не уменьшается. Ваш ранг растёт вместе с ликвидностью, которую привлекли рефералы, а старшие ранги получают долю прибыли платформы. Награды копятся каждый день, забрать их можно кнопкой Harvest.',
    },
    {
      category: 'Безопасность',
      question: 'Как защищён мой аккаунт?',
      answer:
        'Пароли хранятся только в виде стойких необратимых хешей, коды из писем действуют 15 минут и допускают лишь несколько попыток ввода. Сессия завершается после 30 дней бездействия, выход из аккаунта завершает её сразу, а смена пароля завершает сессии на всех остальных устройствах. Вход через кошелёк — это подпись сообщения, которая не может перевести средства. Мы никогда не попросим вашу сид-фразу или приватный ключ: тот, кто просит, — мошенник. Всегда проверяйте адрес сайта перед входом.',
    },
    {
      category: 'Безопасность',
      question: 'Я забыл пароль. Что делать?',
      answer:
        'Откройте восстановление пароля со страницы входа и укажите email. Мы пришлём 6-значный код, который действует 15 минут; введите его вместе с новым паролем. Для безопасности при этом завершатся сессии на всех устройствах. Ответ формы одинаков вне зависимости от того, зарегистрирован ли email, — так никто не сможет с её помощью узнать, у кого есть аккаунт.',
    },
    {
      category: 'Кошельки и сети',
      question: 'Какие кошельки и сети поддерживаются?',
      answer:
        'Подойдёт любое браузерное расширение-кошелёк для Ethereum, например MetaMask. На телефоне откройте сайт во встроенном браузере приложения кошелька. Депозиты отправляются в сети Ethereum (chain id 1); если кошелёк подключён к другой сети, кабинет предупредит об этом и попросит переключиться. Внести можно USDT, USDC, BUSD, WAVES, SOL и BNB в виде токенов Ethereum, а также сам ETH.',
    },
    {
      category: 'Кошельки и сети',
      question: 'Можно ли сменить кошелёк, привязанный к аккаунту?',
      answer:
        'К аккаунту привязывается один кошелёк, и депозиты зачисляются, только если пришли с него, — так мы понимаем, что перевод ваш. Если подключить другой кошелёк во время работы в кабинете, кабинет выйдет из аккаунта, чтобы защитить его. Чтобы перейти на новый кошелёк, напишите в поддержку с email вашего аккаунта.',
    },
  ],
};
