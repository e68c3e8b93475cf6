// Decision 044: the MCP server at /mcp, as the SDK's own Client speaks to it over Streamable HTTP with a
// personal access token, and as the MCP conformance suite checks the server scenarios that apply to it.
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels, folders, ideas, reviewComments, reviewDecisions, videos } from "../db/schema.ts";
import { attachScript } from "../domain/scripts/script-versions.ts";
import { createTestApp, type TestApp } from "../testing/harness.ts";

const run = promisify(execFile);

let t: TestApp;
let server: ReturnType<typeof serve>;
let url: string;
let member: { cookie: string; id: string };
let token: string;
let videoId: string;
let channelId: string;
const clients: Client[] = [];

async function makeToken(name: string, scopes: string[]) {
  const res = await t.request("POST", "/api/me/tokens", { cookie: member.cookie, body: { name, scopes } });
  return (await res.json()).token as string;
}

async function connect(bearer: string, name = "Claude") {
  const client = new Client({ name, version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${bearer}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const textOf = (result: Awaited<ReturnType<Client["callTool"]>>) =>
  (result.content as Array<{ type: string; text?: string }>)[0]?.text ?? "";

/** A server on a free loopback port, answering with `handle` (bound once the app exists). */
async function listen(handle: (request: Request) => Response | Promise<Response>) {
  let started!: ReturnType<typeof serve>;
  await new Promise<void>((resolve) => {
    started = serve({ fetch: handle, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  return { server: started, origin: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

// The conformance suite connects without credentials: this front adds the token, as an MCP client's
// configuration does. The app's own address (APP_URL) is the front's, the Origin the suite sends.
let front: ReturnType<typeof serve>;
let frontUrl: string;

beforeAll(async () => {
  const direct = await listen((request) => t.app.fetch(request));
  server = direct.server;
  url = direct.origin;
  const proxied = await listen(async (request) => {
    const headers = new Headers(request.headers);
    headers.set("authorization", `Bearer ${token}`);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    return t.app.fetch(new Request(request.url, { method: request.method, headers, body }));
  });
  front = proxied.server;
  frontUrl = `${proxied.origin}/mcp`;
  t = await createTestApp({ APP_URL: proxied.origin });
  await t.signUp("first-admin@example.com");
  member = await t.member("user");
  token = await makeToken("laptop", ["read", "write:ideas", "write:scripts", "review"]);
  const [c] = await t.db.insert(channels).values({ name: "Workshop", userId: member.id }).returning();
  const [f] = await t.db
    .insert(folders)
    .values({ name: "March", monthYear: "2025-03", channelId: c.id, userId: member.id })
    .returning();
  const [v] = await t.db
    .insert(videos)
    .values({ title: "Tuesday video", folderId: f.id, userId: member.id })
    .returning();
  await attachScript(t.db, member.id, v.id, {
    content: "Hello there. Today we build a bench.",
    duration: 1,
    tone: "casual",
  });
  videoId = v.id;
  channelId = c.id;
}, 60_000);

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => {});
  await new Promise((resolve) => server?.close(resolve));
  await new Promise((resolve) => front?.close(resolve));
  await t?.close();
});

describe("the SDK's Client over Streamable HTTP", () => {
  it("lists the tools, each with a description and a JSON schema, and none to publish, approve or delete", async () => {
    const client = await connect(token);
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name).sort();
    expect(names).toEqual(
      [
        "add_comment",
        "create_idea",
        "draft_script",
        "draft_section",
        "get_video",
        "list_board",
        "list_ideas",
        "list_outliers",
        "request_review",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(20);
      expect(tool.inputSchema.type).toBe("object");
    }
    expect(names.filter((name) => /publish|approve|decide|delete|remove/.test(name))).toEqual([]);
  });

  it("creates an idea that then shows in the idea bank", async () => {
    const client = await connect(token);
    const result = await client.callTool({
      name: "create_idea",
      arguments: { title: "Three benches from one plank", notes: "The outlier from last week, our way" },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const bank = await (await t.request("GET", "/api/ideas?q=plank", { cookie: member.cookie })).json();
    expect(bank.items.map((idea: { title: string }) => idea.title)).toContain("Three benches from one plank");
    const [row] = await t.db.select().from(ideas).where(eq(ideas.title, "Three benches from one plank"));
    expect(row.userId).toBe(member.id);
  });

  it("drafts a section as a suggestion awaiting review, written by the agent through its token", async () => {
    const client = await connect(token, "Claude");
    const result = await client.callTool({
      name: "draft_section",
      arguments: { videoId, version: 1, start: 0, end: 12, quote: "Hello there.", replacement: "Hey, friends!" },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const review = await (await t.request("GET", `/api/videos/${videoId}/review`, { cookie: member.cookie })).json();
    const suggestion = review.threads.find((thread: { kind: string }) => thread.kind === "suggestion");
    expect(suggestion).toMatchObject({ status: "open", replacement: "Hey, friends!" });
    const [row] = await t.db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.videoId, videoId), eq(reviewComments.kind, "suggestion")));
    expect(row.userId).toBe(member.id);
    expect(row.via).toEqual({ token: "laptop", agent: "Claude" });
  });

  it("reads a video with its script, and the script and the channel's voice as resources", async () => {
    const client = await connect(token);
    const video = await client.callTool({ name: "get_video", arguments: { videoId } });
    expect(video.isError, textOf(video)).toBeFalsy();
    expect(JSON.parse(textOf(video))).toMatchObject({ video: { title: "Tuesday video" } });
    const script = await client.readResource({ uri: `scriptloom://videos/${videoId}/script` });
    expect((script.contents[0] as { text: string }).text).toBe("Hello there. Today we build a bench.");
    const voice = await client.readResource({ uri: `scriptloom://channels/${channelId}/voice` });
    expect(voice.contents[0].mimeType).toBe("application/json");
  });

  it("is refused what it has no tool for (approve, publish, delete), and what its token's scopes lack", async () => {
    const client = await connect(token);
    for (const name of ["decide_review", "publish_video", "delete_idea"]) {
      const refused = await client.callTool({ name, arguments: { videoId, version: 1, decision: "approved" } }).then(
        (result) => ({ isError: result.isError === true, text: textOf(result) }),
        (error: Error) => ({ isError: true, text: error.message }),
      );
      expect(refused.isError, name).toBe(true);
      expect(refused.text).toMatch(/not found/i);
    }
    expect(await t.db.select().from(reviewDecisions).where(eq(reviewDecisions.videoId, videoId))).toEqual([]);

    const reader = await connect(await makeToken("reader", ["read"]));
    const result = await reader.callTool({ name: "create_idea", arguments: { title: "Not allowed" } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('403: This access token lacks the "write:ideas" scope this operation needs');
  });

  it("answers 401 without a token, and with a revoked one", async () => {
    const res = await fetch(`${url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const bad = new Client({ name: "Claude", version: "1.0.0" });
    await expect(
      bad.connect(
        new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
          requestInit: { headers: { Authorization: "Bearer slpat_nope" } },
        }),
      ),
    ).rejects.toThrow(/401|not valid/);
  });
});

describe("the MCP conformance suite", () => {
  // The scenarios that apply: the others call the suite's own test tools, prompts and resources
  // (test_simple_text, test_error_handling…), which a product server has no reason to carry.
  for (const scenario of ["server-initialize", "ping", "tools-list", "dns-rebinding-protection"]) {
    it(`passes ${scenario}`, async () => {
      // The suite needs Node 22 or later: the project's own node (node_modules/.bin/node), not the system's.
      const { stdout } = await run(
        "node_modules/.bin/node",
        [
          "node_modules/@modelcontextprotocol/conformance/dist/index.js",
          "server",
          "--url",
          frontUrl,
          "--scenario",
          scenario,
        ],
        { timeout: 60_000 },
      ).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`${scenario} failed:\n${error.stdout}\n${error.stderr}`);
      });
      expect(stdout).not.toMatch(/FAILURE|✗/);
    }, 90_000);
  }
});
