import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the mail is about; logged when the mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** `smtp` when a server is configured, `outbox` when mails are written to DATA_DIR/outbox. */
  readonly transport: "smtp" | "outbox";
}

type Nodemailer = typeof import("nodemailer").default;

/**
 * nodemailer, loaded by the first mail rather than at start: a server may send none for days, and it is
 * some 5 MB once loaded (decision 009, lazily loaded modules).
 */
async function nodemailer(): Promise<Nodemailer> {
  return (await import("nodemailer")).default;
}

/**
 * nodemailer over SMTP_URL; without it, each mail becomes an .eml file under DATA_DIR/outbox and
 * its link is logged, so the embedded default works without a mail server (ARCHITECTURE §1).
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl) {
    // Time-outs so a silent mail server can't hold a request forever.
    const url = new URL(smtpUrl);
    for (const [key, value] of Object.entries({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
    }
    // Made by the first mail, as nodemailer loads, then kept.
    let transporter: Promise<Transporter> | undefined;
    return {
      transport: "smtp",
      async send(mail) {
        transporter ??= nodemailer().then((mailer) => mailer.createTransport(url.toString()));
        await (await transporter).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const outbox = path.join(dataDir, "outbox");
  let streamer: Promise<Transporter> | undefined;
  return {
    transport: "outbox",
    async send(mail) {
      streamer ??= nodemailer().then((mailer) =>
        mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
      );
      const info = await (await streamer).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(outbox, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, "mail written to outbox");
    },
  };
}
