import type { DocumentLocale } from '../documents/documents';

/** The mail with a visitor's one-time code to open an email-gated link, in the language they read the page in. */
const WORDS: Record<
  DocumentLocale,
  { subject: (name: string, code: string) => string; body: (name: string, code: string) => string }
> = {
  en: {
    subject: (name, code) => `Your code to open “${name}”: ${code}`,
    body: (name, code) => `Your code to open “${name}” is ${code}. It works once, for 10 minutes.`,
  },
  fr: {
    subject: (name, code) => `Votre code pour ouvrir « ${name} » : ${code}`,
    body: (name, code) => `Votre code pour ouvrir « ${name} » est ${code}. Il sert une fois, pendant 10 minutes.`,
  },
  ro: {
    subject: (name, code) => `Codul tău pentru a deschide „${name}”: ${code}`,
    body: (name, code) => `Codul tău pentru a deschide „${name}” este ${code}. Funcționează o dată, timp de 10 minute.`,
  },
  zh: {
    subject: (name, code) => `打开“${name}”的验证码：${code}`,
    body: (name, code) => `打开“${name}”的验证码是 ${code}。仅可使用一次，10 分钟内有效。`,
  },
};

export function shareCodeMail(
  locale: DocumentLocale,
  targetName: string,
  code: string,
  url: string,
): { subject: string; text: string } {
  const words = WORDS[locale];
  return { subject: words.subject(targetName, code), text: `${words.body(targetName, code)}\n\n${url}\n` };
}
