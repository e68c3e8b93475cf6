import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createTestApp } from "../testing/harness.ts";
import { createMailer } from "./mailer.ts";

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth: (auth, _session, cb) => cb(null, { user: auth.username }),
    onData(stream, session, cb) {
      let data = "";
      stream.on("data", (chunk) => {
        data += chunk;
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

describe("mailer", () => {
  it("sends an invitation through a real SMTP server with recipient, subject and link", async () => {
    const t = await createTestApp({
      SMTP_URL: `smtp://scriptloom:secret@127.0.0.1:${port}`,
      MAIL_FROM: "team@scriptloom.test",
    });
    try {
      const admin = await t.signUp("boss@example.com");
      received.length = 0;
      const res = await t.request("POST", "/api/admin/invitations", {
        cookie: admin,
        body: { email: "guest@example.com", role: "moderator" },
      });
      expect(res.status).toBe(201);
      const { link, mailSent } = await res.json();
      expect(mailSent).toBe(true);
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual(["guest@example.com"]);
      expect(received[0].from).toBe("team@scriptloom.test");
      expect(received[0].data).toMatch(/^Subject: You're invited to Scriptloom$/m);
      expect(decode(received[0].data)).toContain(link);
      expect(link).toMatch(/^http:\/\/localhost:3000\/auth\?invite=[\w-]+&email=guest%40example\.com$/);
    } finally {
      await t.close();
    }
  });

  it("keeps the invitation and says so when the SMTP server is unreachable", async () => {
    const t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const admin = await t.signUp("boss@example.com");
      const res = await t.request("POST", "/api/admin/invitations", {
        cookie: admin,
        body: { email: "guest@example.com" },
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.mailSent).toBe(false);
      expect(body.message).toContain("could not be sent");
      const token = new URL(body.link).searchParams.get("invite");
      expect((await t.request("GET", `/api/invitations/${token}`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("writes each mail to DATA_DIR/outbox as .eml without SMTP_URL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    const mailer = createMailer({ from: "a@b.c", dataDir, logger: createLogger("silent") });
    expect(mailer.transport).toBe("outbox");
    await mailer.send({
      to: "x@example.com",
      subject: "Hello",
      text: "Open http://localhost/x",
      link: "http://localhost/x",
    });
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-x@example\.com\.eml$/);
    const eml = readFileSync(path.join(dataDir, "outbox", files[0]), "utf8");
    expect(eml).toMatch(/^To: x@example\.com$/m);
    expect(eml).toContain("http://localhost/x");
  });
});
