// The newsletter's e-mail once a subscription is confirmed, in the subscriber's language, with the one-click
// unsubscribe every newsletter mail carries (RFC 8058: List-Unsubscribe and List-Unsubscribe-Post).
import type { MailMessage } from '@springfield/shared';

const WORDS: Record<string, { subject: string; text: (unsubscribe: string) => string }> = {
  en: {
    subject: 'You are subscribed to City of Springfield news',
    text: (unsubscribe) =>
      [
        'Thank you for confirming. You will now receive the latest city news, notices and event updates.',
        '',
        'To stop receiving them, open this link and press Unsubscribe (your address is then deleted):',
        unsubscribe,
        '',
        'City of Springfield',
      ].join('\n'),
  },
  es: {
    subject: 'Está suscrito a las noticias de la Ciudad de Springfield',
    text: (unsubscribe) =>
      [
        'Gracias por confirmar. A partir de ahora recibirá las últimas noticias, avisos y novedades de eventos de la ciudad.',
        '',
        'Para dejar de recibirlos, abra este enlace y pulse Cancelar suscripción (su dirección se eliminará):',
        unsubscribe,
        '',
        'Ciudad de Springfield',
      ].join('\n'),
  },
  'zh-Hant': {
    subject: '您已訂閱 Springfield 市新聞',
    text: (unsubscribe) =>
      [
        '感謝您的確認。您今後將收到最新的市政新聞、公告及活動消息。',
        '',
        '如不想再收到，請開啟以下連結並按「取消訂閱」（您的地址隨即刪除）：',
        unsubscribe,
        '',
        'Springfield 市政府',
      ].join('\n'),
  },
};

/** The headers of every newsletter mail: where to unsubscribe, and that one POST there does it. */
export const unsubscribeHeaders = (unsubscribe: string): MailMessage['headers'] => ({
  'List-Unsubscribe': `<${unsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The mail that welcomes a confirmed subscriber (held by the site until the address confirms). */
export function welcomeMail(to: string, locale: string, unsubscribe: string): MailMessage {
  const words = WORDS[locale] ?? WORDS.en;
  return {
    to,
    subject: words.subject,
    text: words.text(unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
    locale,
  };
}
