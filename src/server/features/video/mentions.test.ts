// Issue 13 item 7: @mentions in notes, mail for assignments and mentions with their Settings
// switches, and "a channel sync failed" — through the API, on PGlite and (TEST_DATABASE_URL) PostgreSQL.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentionToken } from "../../../shared/mentions.ts";
import { loadConfig } from "../../config.ts";
import { notifications, videoNotes } from "../../db/schema.ts";
import { sendNotificationMails } from "../../domain/notifications/notification-mail.ts";
import { createLogger } from "../../logger.ts";
import type { Mail } from "../../mail/mailer.ts";
import { buildServer } from "../../server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { createEmptyDatabase, dropDatabase } from "../../testing/postgres.ts";
import { createRun, finishRun } from "../../youtube/sync-runs.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.reset();
  rmSync(outbox(), { recursive: true, force: true });
});

const outbox = () => path.join(t.config.dataDir, "outbox");
/** The notification mails written to the outbox (SMTP_URL unset), as text; sign-up confirmations aside. */
async function mails(): Promise<string[]> {
  await t.jobs.settled();
  try {
    return readdirSync(outbox())
      .map((f) => quotedPrintable(readFileSync(path.join(outbox(), f), "latin1")))
      .filter((mail) => !mail.includes("Subject: Confirm your"));
  } catch {
    return [];
  }
}

/** The mail's text as written (nodemailer writes quoted-printable: soft breaks, =XX bytes). */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

async function call(cookie: string, method: string, url: string, body?: unknown, status = 200) {
  const res = await t.request(method, url, { cookie, body });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(status);
  return json;
}

async function seedVideo(cookie: string, title = "Launch Video") {
  const { channel } = await call(cookie, "POST", "/api/channels", { name: "Main Channel" }, 201);
  const { folder } = await call(
    cookie,
    "POST",
    `/api/channels/${channel.id}/folders`,
    { name: "Batch", monthYear: "March 2025" },
    201,
  );
  const { video } = await call(cookie, "POST", `/api/folders/${folder.id}/videos`, { title }, 201);
  return { channel, video };
}

const bell = async (cookie: string) => (await call(cookie, "GET", "/api/notifications")).notifications;
const note = (cookie: string, videoId: string, content: string, status = 201) =>
  call(cookie, "POST", `/api/videos/${videoId}/notes`, { content }, status);
const named = (m: { id: string; email: string }) => ({ id: m.id, name: m.email.split("@")[0] });

describe("mentions in notes", () => {
  it("notifies each mentioned member once per note, never the author; unknown ids are ignored", async () => {
    const author = await t.member("user");
    const ana = await t.member("user");
    const ben = await t.member("user");
    const { video } = await seedVideo(author.cookie);
    const content = `${mentionToken(named(ana))} and ${mentionToken(named(ben))}, again ${mentionToken(named(ana))}; me ${mentionToken(named(author))}, ghost @[Ghost](no-such-user)`;
    await note(author.cookie, video.id, content);

    for (const member of [ana, ben]) {
      expect(await bell(member.cookie)).toMatchObject([
        { kind: "mentioned", video: { id: video.id, title: "Launch Video" }, actor: { id: author.id }, readAt: null },
      ]);
    }
    expect(await bell(author.cookie)).toEqual([]);
    // The note is stored as written; a second note mentioning Ana again notifies her again.
    const { notes } = await call(ana.cookie, "GET", `/api/videos/${video.id}/notes`);
    expect(notes[0].content).toBe(content);
    await note(author.cookie, video.id, `${mentionToken(named(ana))} ping`);
    expect(await bell(ana.cookie)).toHaveLength(2);
    // The activity log shows mentions as @Name, not the stored token.
    const { entries } = await call(author.cookie, "GET", `/api/videos/${video.id}/activity`);
    expect(JSON.stringify(entries)).not.toContain("](");
  });

  it("a plain @Name or markup is just text: no notification, stored as written", async () => {
    const author = await t.member("user");
    const ana = await t.member("user");
    const { video } = await seedVideo(author.cookie);
    const content = `@${named(ana).name} <img src=x onerror=alert(1)> @[broken](`;
    const { note: saved } = await note(author.cookie, video.id, content);
    expect(saved.content).toBe(content);
    expect(await bell(ana.cookie)).toEqual([]);
  });

  it("a note on a missing video is a 404 and notifies nobody", async () => {
    const author = await t.member("user");
    const ana = await t.member("user");
    await note(author.cookie, "00000000-0000-4000-8000-000000000000", mentionToken(named(ana)), 404);
    expect(await bell(ana.cookie)).toEqual([]);
  });
});

describe("notification mail", () => {
  it("mails a mention and an assignment through the mailer, with links on APP_URL", async () => {
    const author = await t.member("user");
    const ana = await t.member("user");
    const { video } = await seedVideo(author.cookie);
    await note(author.cookie, video.id, `Please review, ${mentionToken(named(ana))}`);
    await call(author.cookie, "PATCH", `/api/videos/${video.id}/production`, { assigneeId: ana.id });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const mention = sent.find((m) => m.includes("mentioned you"));
    expect(mention).toContain(`To: ${ana.email}`);
    expect(mention).toContain(`http://localhost:3000/video/${video.id}?tab=notes`);
    expect(mention).toContain(`Please review, @${named(ana).name}`);
    expect(sent.find((m) => m.includes("assigned you"))).toContain(`http://localhost:3000/video/${video.id}`);
    // Each notification is mailed once, however often its job runs.
    const ids = (await t.db.select({ id: notifications.id }).from(notifications)).map((r) => r.id);
    await sendNotificationMails({ db: t.db, mailer: failing(0).mailer, logger: silent, appUrl: "x" }, ids);
    expect(await mails()).toHaveLength(2);
  });

  it("writes each mail in its member's interface language (decision 040)", async () => {
    const author = await t.member("user");
    const yuki = await t.member("user");
    await call(yuki.cookie, "PATCH", "/api/me", { language: "ja" });
    const { video } = await seedVideo(author.cookie, "パンの焼き方");
    await call(author.cookie, "PATCH", `/api/videos/${video.id}/production`, { assigneeId: yuki.id });
    const [assigned] = await mails();
    expect(assigned).toContain(`To: ${yuki.email}`);
    expect(assigned).toContain("Scriptloom の動画「パンの焼き方」をあなたに割り当てました。");
    expect(assigned).toContain("このメールは設定でオフにできます。");
    expect(assigned).not.toContain("You can turn these mails off");
  });

  it("the Settings switches stop each mail, not the in-app notification", async () => {
    const author = await t.member("user");
    const ana = await t.member("user");
    expect(await call(ana.cookie, "GET", "/api/me/notification-settings")).toEqual({
      mailAssigned: true,
      mailMentioned: true,
      mailReview: true,
    });
    expect(await call(ana.cookie, "PATCH", "/api/me/notification-settings", { mailMentioned: false })).toEqual({
      mailAssigned: true,
      mailMentioned: false,
      mailReview: true,
    });
    const { video } = await seedVideo(author.cookie);
    await note(author.cookie, video.id, mentionToken(named(ana)));
    await call(author.cookie, "PATCH", `/api/videos/${video.id}/production`, { assigneeId: ana.id });
    let sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("assigned you");
    expect((await bell(ana.cookie)).map((n: { kind: string }) => n.kind).sort()).toEqual(["assigned", "mentioned"]);

    await call(ana.cookie, "PATCH", "/api/me/notification-settings", { mailAssigned: false });
    expect(await call(ana.cookie, "GET", "/api/me/notification-settings")).toEqual({
      mailAssigned: false,
      mailMentioned: false,
      mailReview: true,
    });
    const other = await seedVideo(author.cookie, "Second");
    await call(author.cookie, "PATCH", `/api/videos/${other.video.id}/production`, { assigneeId: ana.id });
    sent = await mails();
    expect(sent).toHaveLength(1);
    expect(await bell(ana.cookie)).toHaveLength(3);
    // Another member's switches are their own.
    expect(await call(author.cookie, "GET", "/api/me/notification-settings")).toEqual({
      mailAssigned: true,
      mailMentioned: true,
      mailReview: true,
    });
  });

  it("bad switches are a 400 and change nothing; signed out is a 401", async () => {
    const ana = await t.member("user");
    for (const body of [{}, { mailAssigned: "no" }, { mailMentioned: 1 }, [], "x", null]) {
      const res = await t.request("PATCH", "/api/me/notification-settings", { cookie: ana.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await call(ana.cookie, "GET", "/api/me/notification-settings")).toEqual({
      mailAssigned: true,
      mailMentioned: true,
      mailReview: true,
    });
    expect((await t.request("GET", "/api/me/notification-settings")).status).toBe(401);
    expect((await t.request("PATCH", "/api/me/notification-settings", { body: { mailAssigned: false } })).status).toBe(
      401,
    );
  });

  it("a failing mail server is tried again, then logged; the notification stays and the request succeeded", async () => {
    const author = await t.member("user");
    const ana = await t.member("user");
    const { video } = await seedVideo(author.cookie);
    await note(author.cookie, video.id, mentionToken(named(ana)));
    await t.jobs.settled();
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, ana.id));
    await t.db.update(notifications).set({ mailedAt: null }).where(eq(notifications.id, row.id));

    // Fails twice, then works: mailed on the third try.
    const flaky = failing(2);
    await sendNotificationMails(
      { db: t.db, mailer: flaky.mailer, logger: silent, appUrl: "x", retryDelaysMs: [1, 1] },
      [row.id],
    );
    expect(flaky.tries).toBe(3);
    expect(flaky.sent).toHaveLength(1);

    // Always fails: three tries, nothing marked mailed, the notification stays unread.
    await t.db.update(notifications).set({ mailedAt: null }).where(eq(notifications.id, row.id));
    const broken = failing(99);
    await sendNotificationMails(
      { db: t.db, mailer: broken.mailer, logger: silent, appUrl: "x", retryDelaysMs: [1, 1] },
      [row.id],
    );
    expect(broken.tries).toBe(3);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(after.mailedAt).toBeNull();
    expect(await bell(ana.cookie)).toHaveLength(1);
    expect(await t.db.select().from(videoNotes)).toHaveLength(1);
  });
});

describe("a channel sync that failed", () => {
  it("notifies the channel's owner and who asked for the run, once per failed run, linking the channel", async () => {
    const owner = await t.member("user");
    const asker = await t.member("user");
    const bystander = await t.member("user");
    const { channel } = await seedVideo(owner.cookie);
    const run = await createRun(t.db, { channelId: channel.id, trigger: "manual", requestedBy: asker.id });
    if (!run) throw new Error("no run");
    await finishRun(t.db, run.id, { status: "failed", units: 0, error: "YouTube said no" });
    await finishRun(t.db, run.id, { status: "failed", units: 0, error: "YouTube said no" });
    for (const member of [owner, asker]) {
      expect(await bell(member.cookie)).toMatchObject([
        { kind: "sync_failed", video: null, channel: { id: channel.id, name: "Main Channel" }, readAt: null },
      ]);
    }
    expect(await bell(bystander.cookie)).toEqual([]);

    // A scheduled run (nobody asked) notifies the owner alone; a run that succeeded nobody.
    const scheduled = await createRun(t.db, { channelId: channel.id, trigger: "scheduled", requestedBy: null });
    if (!scheduled) throw new Error("no run");
    await finishRun(t.db, scheduled.id, { status: "failed", units: 0, error: "x" });
    const fine = await createRun(t.db, { channelId: channel.id, trigger: "manual", requestedBy: asker.id });
    if (!fine) throw new Error("no run");
    await finishRun(t.db, fine.id, { status: "succeeded", units: 0 });
    expect(await bell(owner.cookie)).toHaveLength(2);
    expect(await bell(asker.cookie)).toHaveLength(1);
    // Sync failures are not mailed.
    expect(await mails()).toEqual([]);
  });
});

// On PostgreSQL, the same with pg-boss (not the in-process queue the tests above use): each note's
// mention mail is its own job and goes out, also when several are queued at once.
describe.runIf(process.env.TEST_DB === "postgres")("notification mail through pg-boss (PostgreSQL)", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  let database: { name: string; url: string };
  let server: Awaited<ReturnType<typeof buildServer>>;
  let dataDir: string;
  const sent: Mail[] = [];
  const origin = "http://localhost:3000";

  beforeAll(async () => {
    database = await createEmptyDatabase(serverUrl, "scriptloom_test_mail");
    dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-mail-"));
    const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, APP_URL: origin, LOG_LEVEL: "silent" });
    server = await buildServer(config, createLogger("silent"), {
      mailer: {
        transport: "smtp",
        async send(mail) {
          sent.push(mail);
        },
      },
    });
    expect(server.jobs.kind).toBe("pg-boss");
  }, 60_000);

  afterAll(async () => {
    await server?.jobs.stop();
    await server?.database.close();
    if (database) await dropDatabase(serverUrl, database.name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(method: string, url: string, body?: unknown, cookie?: string) {
    const headers: Record<string, string> = { origin, "content-type": "application/json" };
    if (cookie) headers.cookie = cookie;
    const res = await server.app.request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, url).toBeLessThan(300);
    const setCookie = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    return { json: await res.json(), cookie: setCookie.join("; ") };
  }
  const signUp = async (email: string, name: string) => {
    const { json, cookie } = await call("POST", "/api/auth/sign-up/email", { email, password: "correct-horse", name });
    return { id: json.user.id as string, name, cookie };
  };

  it("mails each mention of several notes queued at once", async () => {
    const author = await signUp("author@example.com", "Author");
    const ana = await signUp("ana@example.com", "Ana");
    const { json: c } = await call("POST", "/api/channels", { name: "Main" }, author.cookie);
    const { json: f } = await call(
      "POST",
      `/api/channels/${c.channel.id}/folders`,
      { name: "Batch", monthYear: "March 2025" },
      author.cookie,
    );
    const { json: v } = await call("POST", `/api/folders/${f.folder.id}/videos`, { title: "Launch" }, author.cookie);
    await Promise.all(
      [1, 2, 3].map((n) =>
        call("POST", `/api/videos/${v.video.id}/notes`, { content: `${mentionToken(ana)} take ${n}` }, author.cookie),
      ),
    );
    await expect
      .poll(() => sent.filter((m) => m.to === "ana@example.com" && m.subject.includes("mentioned")).length, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(3);
    expect(
      sent.filter((m) => m.to === "ana@example.com" && !m.subject.startsWith("Confirm")).map((m) => m.subject),
    ).toEqual(Array(3).fill("Author mentioned you in a note on “Launch”"));
  }, 60_000);
});

const silent = createLogger("silent");

/** A mailer that fails its first `failures` sends. */
function failing(failures: number) {
  const state = { tries: 0, sent: [] as Mail[] };
  return {
    get tries() {
      return state.tries;
    },
    sent: state.sent,
    mailer: {
      transport: "smtp" as const,
      async send(mail: Mail) {
        state.tries++;
        if (state.tries <= failures) throw new Error("SMTP is down");
        state.sent.push(mail);
      },
    },
  };
}
