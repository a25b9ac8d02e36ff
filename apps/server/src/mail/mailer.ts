import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** Sends mail; throws when the server refuses it or cannot be reached. */
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/** Mail through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
