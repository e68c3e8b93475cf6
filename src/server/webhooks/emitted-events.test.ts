// Decision 045: every path that writes what an event tells emits it. A receiver subscribed to every
// event (on 127.0.0.1, allowed for this app) gets, signature checked: `video.stage_changed` for each way
// a stage changes (production edit, the board's column-end move and its move between cards, the status
// select, a Short made at Scripting), `script_version.saved` for each way a script is saved (studio
// save, a new version, a restore, an MCP client's draft, a Short's script, a translation) and
// `review.decided` for a member's decision and a guest's through a review link. The sync that moves a
// released video and a finished upload are checked where their fakes live (release.test.ts, uploads.test.ts).
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "../../shared/schemas/webhooks.ts";
import { webhookDeliveries } from "../db/schema.ts";
import { type LlmDouble, startLlmDouble } from "../testing/fakes/llm/server.ts";
import { cookieOf, createTestApp, type TestApp } from "../testing/harness.ts";
import { aiEnvFor } from "../testing/model-double.ts";
import { type ReceivedEvent, startReceiver, verifiedEvents, waitFor } from "../testing/webhook-receiver.ts";

const ENV = { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" };
type Member = { cookie: string; id: string };

/** An app with a receiver subscribed to every event, and the admin who added it. */
async function subscribedApp(env: Record<string, string> = {}) {
  const receiver = await startReceiver();
  const t = await createTestApp({ ...ENV, ...env });
  const admin = await t.member("admin");
  const res = await t.request("POST", "/api/admin/webhooks", {
    cookie: admin.cookie,
    body: { url: `http://127.0.0.1:${receiver.port}/hooks`, events: [...WEBHOOK_EVENTS] },
  });
  expect(res.status).toBe(201);
  const { secret } = (await res.json()) as { secret: string };
  /** The event of `type` whose data matches, once the receiver has it. */
  const received = (type: string, data: Record<string, unknown>) =>
    waitFor(async () =>
      verifiedEvents(receiver.received, secret).find((event) => event.type === type && matches(event.data, data)),
    );
  const close = async () => {
    await t.close();
    await receiver.close();
  };
  return { t, admin, received, close };
}

function matches(data: Record<string, unknown>, expected: Record<string, unknown>): boolean {
  try {
    expect(data).toMatchObject(expected);
    return true;
  } catch {
    return false;
  }
}

const json = async (res: Response, status: number) => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
};

async function seedFolder(t: TestApp, member: Member) {
  const { channel } = await json(
    await t.request("POST", "/api/channels", { cookie: member.cookie, body: { name: "Hook Lab" } }),
    201,
  );
  const { folder } = await json(
    await t.request("POST", `/api/channels/${channel.id}/folders`, {
      cookie: member.cookie,
      body: { name: "March", monthYear: "2026-03" },
    }),
    201,
  );
  return folder.id as string;
}

async function newVideo(t: TestApp, member: Member, folderId: string, title: string) {
  const { video } = await json(
    await t.request("POST", `/api/folders/${folderId}/videos`, { cookie: member.cookie, body: { title } }),
    201,
  );
  return video.id as string;
}

const SCRIPT = "Welcome back. Today we test three budget microphones under forty dollars.";

describe("on the offline writer", () => {
  let app: Awaited<ReturnType<typeof subscribedApp>>;
  let t: TestApp;
  let writer: Member;
  let folderId: string;
  beforeAll(async () => {
    app = await subscribedApp();
    t = app.t;
    writer = await t.member("user");
    folderId = await seedFolder(t, writer);
  }, 60_000);
  afterAll(() => app?.close());

  it("a stage change by a production edit, a board move (to a column's end and between cards) and the status select sends video.stage_changed", async () => {
    const videoId = await newVideo(t, writer, folderId, "Stage walker");
    const other = await newVideo(t, writer, folderId, "Already editing");
    const change = (from: string, to: string, status?: string) =>
      app.received("video.stage_changed", {
        video: { id: videoId, title: "Stage walker", ...(status && { status }) },
        from,
        to,
        actorId: writer.id,
      });

    await json(
      await t.request("PATCH", `/api/videos/${videoId}/production`, {
        cookie: writer.cookie,
        body: { stage: "scripting" },
      }),
      200,
    );
    await change("idea", "scripting");

    await json(
      await t.request("POST", `/api/videos/${videoId}/move`, {
        cookie: writer.cookie,
        body: { stage: "recording", beforeId: null },
      }),
      200,
    );
    await change("scripting", "recording");

    await json(
      await t.request("POST", `/api/videos/${other}/move`, {
        cookie: writer.cookie,
        body: { stage: "editing", beforeId: null },
      }),
      200,
    );
    await json(
      await t.request("POST", `/api/videos/${videoId}/move`, {
        cookie: writer.cookie,
        body: { stage: "editing", beforeId: other },
      }),
      200,
    );
    await change("recording", "editing");

    await json(
      await t.request("PATCH", `/api/videos/${videoId}/status`, {
        cookie: writer.cookie,
        body: { status: "published" },
      }),
      200,
    );
    await change("editing", "published", "published");

    // A move within a column, or to the stage it has, is no stage change.
    await json(
      await t.request("PATCH", `/api/videos/${videoId}/production`, {
        cookie: writer.cookie,
        body: { stage: "published" },
      }),
      200,
    );
    const rows = await t.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.eventType, "video.stage_changed"),
          sql`${webhookDeliveries.payload} -> 'data' -> 'video' ->> 'id' = ${videoId}`,
        ),
      )
      .orderBy(webhookDeliveries.createdAt);
    expect(rows.map((row) => (row.payload as ReceivedEvent).data.to)).toEqual([
      "scripting",
      "recording",
      "editing",
      "published",
    ]);
  });

  it("a studio save, a new version and a restore each send script_version.saved", async () => {
    const saved = await json(
      await t.request("POST", "/api/studio/saves", {
        cookie: writer.cookie,
        body: { folderId, title: "Microphones", content: SCRIPT, duration: 1, tone: "educational" },
      }),
      201,
    );
    const videoId = saved.videoId as string;
    await app.received("script_version.saved", { videoId, version: 1, authorId: writer.id, restoredFrom: null });

    await json(
      await t.request("POST", `/api/videos/${videoId}/script`, {
        cookie: writer.cookie,
        body: { content: `${SCRIPT} And one more.`, baseVersion: 1 },
      }),
      201,
    );
    await app.received("script_version.saved", { videoId, version: 2, restoredFrom: null });

    await json(
      await t.request("POST", `/api/videos/${videoId}/script/versions/1/restore`, { cookie: writer.cookie, body: {} }),
      201,
    );
    await app.received("script_version.saved", { videoId, version: 3, restoredFrom: 1 });
  });

  it("Shorts made from a video are created at Scripting with a script: video.stage_changed and script_version.saved for each", async () => {
    const long = "[INTRO]\nEspresso at home is easier than it looks.\n\n[PART 1: Grind size]\n".concat(
      Array.from({ length: 12 }, (_, i) => `Point ${i + 1} about grind size changes the shot a lot.`).join(" "),
      "\n\n[PART 2: Water]\n",
      Array.from({ length: 12 }, (_, i) => `Point ${i + 1} about water temperature matters as well.`).join(" "),
    );
    const saved = await json(
      await t.request("POST", "/api/studio/saves", {
        cookie: writer.cookie,
        body: { folderId, title: "Espresso at home", content: long, duration: 3, tone: "educational" },
      }),
      201,
    );
    const { proposals } = await json(
      await t.request("POST", `/api/videos/${saved.videoId}/shorts/proposals`, { cookie: writer.cookie }),
      200,
    );
    const made = await json(
      await t.request("POST", `/api/videos/${saved.videoId}/shorts`, {
        cookie: writer.cookie,
        body: { proposals: proposals.slice(0, 1) },
      }),
      201,
    );
    const shortId = made.shorts[0].id as string;
    await app.received("video.stage_changed", { video: { id: shortId }, from: "idea", to: "scripting" });
    await app.received("script_version.saved", { videoId: shortId, version: 1, authorId: writer.id });
  });

  it("an MCP client's draft_script sends script_version.saved", async () => {
    const videoId = await newVideo(t, writer, folderId, "Drafted by an agent");
    const { token } = await json(
      await t.request("POST", "/api/me/tokens", {
        cookie: writer.cookie,
        body: { name: "agent", scopes: ["read", "write:scripts"] },
      }),
      201,
    );
    const server = serve({ fetch: (request) => t.app.fetch(request), port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const client = new Client({ name: "Claude", version: "1.0.0" });
    try {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${token}` } },
        }),
      );
      const result = await client.callTool({
        name: "draft_script",
        arguments: { videoId, content: "An agent's first draft, ready for review.", baseVersion: null },
      });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      await app.received("script_version.saved", { videoId, version: 1, authorId: writer.id });
    } finally {
      await client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a member's decision and a guest's decision through a review link each send review.decided; an accepted suggestion sends script_version.saved", async () => {
    const reviewer = await t.member("user");
    const videoId = await newVideo(t, writer, folderId, "Budget microphones");
    await json(
      await t.request("POST", `/api/videos/${videoId}/script`, {
        cookie: writer.cookie,
        body: { content: SCRIPT, baseVersion: null },
      }),
      201,
    );
    await json(
      await t.request("POST", `/api/videos/${videoId}/review/decisions`, {
        cookie: reviewer.cookie,
        body: { version: 1, decision: "changes_requested", note: "Name the prices" },
      }),
      201,
    );
    await app.received("review.decided", {
      videoId,
      version: 1,
      decision: "changes_requested",
      note: "Name the prices",
      reviewerId: reviewer.id,
      guestName: null,
    });

    const link = await json(
      await t.request("POST", `/api/videos/${videoId}/review-links`, { cookie: writer.cookie, body: {} }),
      201,
    );
    const token = new URL(link.url).pathname.split("/").pop() as string;
    const named = await t.request("POST", `/api/guest-review/${token}/identity`, { body: { name: "Olga" } });
    expect(named.status).toBe(201);
    await json(
      await t.request("POST", `/api/guest-review/${token}/decisions`, {
        cookie: cookieOf(named),
        body: { version: 1, decision: "approved" },
      }),
      201,
    );
    await app.received("review.decided", {
      videoId,
      version: 1,
      decision: "approved",
      reviewerId: null,
      guestName: "Olga",
    });

    // The reviewer's suggested words, accepted by the writer, are a saved version credited to both.
    const start = SCRIPT.indexOf("three");
    const suggestion = await json(
      await t.request("POST", `/api/videos/${videoId}/review/suggestions`, {
        cookie: reviewer.cookie,
        body: { version: 1, start, end: start + 5, quote: "three", replacement: "four" },
      }),
      201,
    );
    await json(
      await t.request("POST", `/api/review/comments/${suggestion.id}/accept`, {
        cookie: writer.cookie,
        body: { baseVersion: 1 },
      }),
      201,
    );
    await app.received("script_version.saved", { videoId, version: 2, authorId: writer.id, suggestedBy: reviewer.id });
  });
});

describe("on a model", () => {
  let double: LlmDouble;
  let app: Awaited<ReturnType<typeof subscribedApp>>;
  beforeAll(async () => {
    double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    app = await subscribedApp(aiEnvFor("openai-chat", double.url));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await double?.close();
  });

  it("a translation is a new video whose script sends script_version.saved", async () => {
    const { t } = app;
    const writer = await t.member("user");
    const folderId = await seedFolder(t, writer);
    const saved = await json(
      await t.request("POST", "/api/studio/saves", {
        cookie: writer.cookie,
        body: { folderId, title: "Microphones", content: SCRIPT, duration: 1, tone: "educational" },
      }),
      201,
    );
    const translated = await json(
      await t.request("POST", "/api/studio/translations", {
        cookie: writer.cookie,
        body: { videoId: saved.videoId, language: "es" },
      }),
      201,
    );
    expect(translated.videoId).not.toBe(saved.videoId);
    await app.received("script_version.saved", { videoId: translated.videoId, version: 1, authorId: writer.id });
  });
});
