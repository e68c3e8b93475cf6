import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
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
    const transporter = nodemailer.createTransport(url.toString());
    return {
      transport: "smtp",
      async send(mail) {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const outbox = path.join(dataDir, "outbox");
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: "outbox",
    async send(mail) {
      const info = await streamer.sendMail({
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
