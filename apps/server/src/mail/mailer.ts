import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/**
 * Sends mail; throws when the server refuses it or cannot be reached. `failures` counts those
 * throws since the mailer was made, for the metrics (woohoo_mail_failures_total).
 */
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
  failures?: () => number;
};

/** Mail through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  let failures = 0;
  return {
    send: async (message) => {
      try {
        await transport.sendMail(message);
      } catch (error) {
        failures += 1;
        throw error;
      }
    },
    close: () => transport.close(),
    failures: () => failures,
  };
}
