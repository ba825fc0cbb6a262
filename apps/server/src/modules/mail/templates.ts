/** The e-mails the product sends, in the account's language, as text and HTML. */
import { escapeHtml, LOCALE_INFO, type LocaleCode, ONE_TIME_CODE } from '@yc/contract';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const minutes = ONE_TIME_CODE.ttlSeconds / 60;

const copy = {
  confirm: {
    en: {
      subject: 'Confirm your e-mail',
      intro: 'Welcome! Enter this code to confirm your e-mail and open your cabinet:',
      action: 'Confirm e-mail',
      outro: `The code works for ${minutes} minutes. If you did not sign up, ignore this message.`,
    },
    ru: {
      subject: 'Подтвердите ваш email',
      intro: 'Добро пожаловать! Введите этот код, чтобы подтвердить email и открыть кабинет:',
      action: 'Подтвердить email',
      outro: `Код действует ${minutes} минут. Если вы не регистрировались, просто проигнорируйте это письмо.`,
    },
  },
  recovery: {
    en: {
      subject: 'Change your password',
      intro: 'Enter this code to set a new password:',
      action: 'Set a new password',
      outro: `The code works for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    },
    ru: {
      subject: 'Смена пароля',
      intro: 'Введите этот код, чтобы задать новый пароль:',
      action: 'Задать новый пароль',
      outro: `Код действует ${minutes} минут. Если вы его не запрашивали, проигнорируйте письмо: пароль останется прежним.`,
    },
  },
} as const;

export type CodeMailKind = keyof typeof copy;

export function codeMail(
  kind: CodeMailKind,
  locale: LocaleCode,
  { brand, code, link }: { brand: string; code: string; link: string },
): MailContent {
  const t = copy[kind][locale];
  return brandedMail(locale, brand, {
    subject: t.subject,
    text: `${t.intro}\n\n${code}\n\n${t.action}: ${link}\n\n${t.outro}`,
    html: `<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
${actionLink(t.action, link)}
<p style="color:#555">${escapeHtml(t.outro)}</p>`,
  });
}

/** A mail's call to action: its link, named by the action. */
export const actionLink = (action: string, link: string) =>
  `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;

/**
 * Every e-mail's frame: the subject after the brand, the text and the HTML (already escaped) signed with it, the
 * page in the account's language.
 */
export function brandedMail(locale: LocaleCode, brand: string, content: MailContent): MailContent {
  return {
    subject: `${brand}: ${content.subject}`,
    text: `${content.text}\n\n— ${brand}\n`,
    html: `<!doctype html><html lang="${LOCALE_INFO[locale].iso}"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
${content.html}
<p>— ${escapeHtml(brand)}</p>
</body></html>`,
  };
}
