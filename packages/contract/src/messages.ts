/**
 * Every message the API may answer with, and the spec's validation and error
 * texts (spec §5, §8), in both languages. Schemas and errors carry the key;
 * the server answers in the caller's language and the web translates the same keys.
 */
import { type LocaleCode, ONE_TIME_CODE } from './constants.ts';

const en = {
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
  'auth.required': 'Please login to access this page!',
  'auth.invalidCredentials': 'Invalid password or login',
  'auth.incorrectLogin': 'Incorrect login',
  'auth.loginTaken': 'This login is already registered',
  'auth.walletProofRequired': 'A wallet address can only be registered with a signed wallet proof',
  'auth.sessionExpired': 'Your session has expired, please sign in again',
  'auth.invalidCode': 'The code is wrong or has expired, request a new one',
  'auth.alreadyConfirmed': 'Your email is already confirmed',
  'auth.forbidden': 'You do not have access to this resource',
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
  'wallet.unsupportedNetwork': 'Network {network} is not supported now (work in progress)',
  'wallet.notEnoughMoney': "You don't have enough money in your Metamask account by coin {coin}",
  'wallet.txSent': 'Tx',
  'pools.notReplenished': 'You have not replenished this pool yet',
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
} as const;

export type MessageKey = keyof typeof en;

const ru: Record<MessageKey, string> = {
  'common.error': 'Ошибка',
  'validation.formInvalid': 'Не все поля заполнены корректно',
  'validation.required': 'Обязательное поле!',
  'validation.email': 'Проверьте ваш email',
  'validation.maxLength': 'Максимальная длина — {max}!',
  'validation.telegram': 'Введите ссылку в формате: @myname',
  'validation.phone': 'Проверьте номер телефона!',
  'validation.passwordsMismatch': 'Пароли не совпадают',
  'validation.password': 'Проверьте ваш пароль',
  'validation.invalid': 'Недопустимое значение поля {field}',
  'validation.unknownField': 'Неизвестное поле: {field}',
  'validation.code': `Код состоит из ${ONE_TIME_CODE.length} цифр`,
  'validation.amount': 'Введите сумму больше нуля',
  'validation.address': 'Введите корректный адрес кошелька',
  'auth.required': 'Пожалуйста, войдите, чтобы открыть эту страницу!',
  'auth.invalidCredentials': 'Неверный пароль или логин',
  'auth.incorrectLogin': 'Некорректный логин',
  'auth.loginTaken': 'Этот логин уже зарегистрирован',
  'auth.walletProofRequired': 'Адрес кошелька можно зарегистрировать только с подписью кошелька',
  'auth.sessionExpired': 'Сессия истекла, войдите снова',
  'auth.invalidCode': 'Код неверен или истёк, запросите новый',
  'auth.alreadyConfirmed': 'Ваш email уже подтверждён',
  'auth.forbidden': 'У вас нет доступа к этому ресурсу',
  'auth.approveEmailSent': 'Письмо для подтверждения аккаунта отправлено!',
  'auth.recoverySent': 'Инструкции по смене пароля успешно отправлены на вашу почту!',
  'auth.passwordChanged': 'Пароль успешно изменён',
  'auth.loggedOut': 'Вы успешно вышли из аккаунта!',
  'auth.emailConfirmed': 'Ваш email подтверждён',
  'auth.profileUpdated': 'Профиль сохранён',
  'auth.registered': 'Регистрация почти завершена',
  'auth.registeredDescription': 'Мы отправили код подтверждения на {login}',
  'auth.spamHint': 'Если письмо не пришло, проверьте папку «Спам»',
  'wallet.linked': 'Metamask успешно привязан к аккаунту!',
  'wallet.notValid': 'Metamask недействителен!',
  'wallet.notConnected': 'Metamask не подключён',
  'wallet.unsupportedNetwork': 'Сеть {network} пока не поддерживается (в разработке)',
  'wallet.notEnoughMoney': 'Недостаточно средств на вашем счёте Metamask в монете {coin}',
  'wallet.txSent': 'Транзакция',
  'pools.notReplenished': 'Вы ещё не пополняли этот пул',
  'content.articleNotFound': 'Такой статьи нет или она ещё не опубликована',
  'avatar.fileRequired': 'Приложите одно изображение в поле формы «file»',
  'avatar.tooLarge': 'Изображение больше {max} МБ',
  'avatar.tooManyPixels': 'Изображение слишком большое: не более {max} мегапикселей',
  'avatar.notImage': 'Этот файл не изображение: используйте JPEG, PNG, WebP, GIF или AVIF',
  'http.badRequest': 'Некорректный запрос',
  'http.badJson': 'Тело запроса не является корректным JSON',
  'http.unsupportedMediaType': 'Этот тип содержимого не поддерживается',
  'http.payloadTooLarge': 'Слишком большой запрос',
  'http.notFound': 'Не найдено',
  'http.methodNotAllowed': 'Этот метод здесь не поддерживается',
  'http.conflict': 'Запрос противоречит текущему состоянию',
  'http.tooManyRequests': 'Слишком много запросов, повторите через {seconds} с',
  'http.internal': 'Что-то пошло не так на нашей стороне, попробуйте позже',
  'http.unavailable': 'Сервис временно недоступен',
};

export const messages: Record<LocaleCode, Record<MessageKey, string>> = { en, ru };

export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Fills `{name}` placeholders; unknown placeholders stay as written. */
export function translate(locale: LocaleCode, key: MessageKey, params: MessageParams = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
