// The MCP server at /mcp (decision 044): an AI assistant works in the workspace with a member's personal
// access token, over the SDK's Streamable HTTP transport. Each tool is one or a few calls of the app's own
// API with that token, so the operation's validation, the token's scopes, the member's role, the review
// gate and the activity audit apply exactly as they do to any client. There is no tool to publish,
// approve or delete: what an agent writes (an idea, a suggestion, a new version, a comment, a review
// request) waits for a member, and is marked as written by the agent through its token.
//
// Stateless: every request gets its own server and transport, so any instance answers any request. The
// agent's name (the initialize request's clientInfo.name) is carried in the session id the server hands
// out, signed with the app's secret, since later requests no longer send it.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { IDEA_STATUSES } from "../../shared/schemas/ideas.ts";

/** One call of the app's API as the token's member, through `agent`. */
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<Response>;

const AGENT_MAX = 60;
const ID = z.string().uuid("An id is a UUID, as the list tools give it");

/** The session id that names the agent: `base64url(json).base64url(hmac)`, bound to one token. */
export function agentSession(secret: string, tokenId: string, agent: string): string {
  const value = Buffer.from(JSON.stringify({ t: tokenId, a: agent.slice(0, AGENT_MAX) })).toString("base64url");
  return `${value}.${createHmac("sha256", secret).update(value).digest("base64url")}`;
}

/** The agent a session id names, or null when it is not one of ours for this token. */
export function agentOfSession(secret: string, tokenId: string, session: string | undefined): string | null {
  if (!session) return null;
  const [value, signature] = session.split(".");
  if (!value || !signature) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString()) as { t?: unknown; a?: unknown };
    return parsed.t === tokenId && typeof parsed.a === "string" ? parsed.a : null;
  } catch {
    return null;
  }
}

/** The initialize request's client name, when this request is one. */
export function clientNameOf(body: unknown): string | null {
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages) {
    const m = message as { method?: unknown; params?: { clientInfo?: { name?: unknown } } } | null;
    if (m?.method === "initialize" && typeof m.params?.clientInfo?.name === "string") {
      return m.params.clientInfo.name.trim().slice(0, AGENT_MAX) || null;
    }
  }
  return null;
}

const text = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value, null, 2) }],
});
const failure = (message: string): CallToolResult => ({ content: [{ type: "text", text: message }], isError: true });

class ApiRefusal extends Error {}

/** The API's answer, or an ApiRefusal carrying its `{ error }` (a missing scope, a bad id, a conflict…). */
async function answer(res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => ({}))) as { error?: unknown };
  if (!res.ok) {
    throw new ApiRefusal(`${res.status}: ${typeof body.error === "string" ? body.error : "The request failed"}`);
  }
  return body;
}

/** A tool's body, its API refusals answered as the tool's error (the model reads why). */
const tool =
  <A>(run: (args: A) => Promise<unknown>) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return text(await run(args));
    } catch (error) {
      if (error instanceof ApiRefusal) return failure(error.message);
      throw error;
    }
  };

const query = (values: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : "";
};

/**
 * The MCP SDK, loaded by the first /mcp request rather than at start: most servers never get one, and the
 * SDK and its JSON Schema validator are some 5 MB once loaded (decision 009, lazily loaded modules).
 */
async function mcpSdk() {
  const [{ McpServer, ResourceTemplate }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/mcp.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
  ]);
  return { McpServer, ResourceTemplate, WebStandardStreamableHTTPServerTransport };
}

export async function createMcpServer(api: ApiCall): Promise<McpServer> {
  const { McpServer, ResourceTemplate } = await mcpSdk();
  const server = new McpServer(
    { name: "scriptloom", version: "1.0.0" },
    {
      instructions:
        "Scriptloom is a YouTube team's workspace: ideas and outliers, videos on a production board, scripts with versions and reviews. Everything you write waits for a member's review; you cannot publish, approve or delete.",
    },
  );
  const get = (path: string) => api("GET", path).then(answer);
  const post = (path: string, body: unknown) => api("POST", path, body).then(answer);

  server.registerTool(
    "list_outliers",
    {
      title: "List outliers",
      description:
        "Videos from the channels the team watches that did far better than their channel usually does (score = views ÷ the channel's median). Optionally filter by niche, title words or minimum score.",
      inputSchema: {
        q: z.string().max(200).optional().describe("Words in the title"),
        nicheId: ID.optional().describe("Only this niche's channels"),
        minScore: z.number().min(0).max(1000).optional().describe("Least score, e.g. 3 for three times the median"),
        sort: z.enum(["score", "views", "date"]).optional(),
        page: z.number().int().min(1).max(10_000).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    tool((args) => get(`/api/ideas/outliers${query(args)}`)),
  );

  server.registerTool(
    "list_ideas",
    {
      title: "List or search ideas",
      description: "The team's idea bank, newest first; search by words and filter by status or niche.",
      inputSchema: {
        q: z.string().max(200).optional().describe("Words in the title, notes or tags"),
        status: z.enum(IDEA_STATUSES).optional(),
        nicheId: ID.optional(),
        page: z.number().int().min(1).max(10_000).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    tool((args) => get(`/api/ideas${query(args)}`)),
  );

  server.registerTool(
    "create_idea",
    {
      title: "Create an idea",
      description:
        "Adds an idea to the idea bank with status 'new', for the team to consider. Give a working title, and notes on the angle.",
      inputSchema: {
        title: z.string().min(1).max(200).describe("Working title"),
        notes: z.string().max(10_000).optional().describe("The angle, the hook, why now"),
        nicheId: ID.optional(),
        tags: z.array(z.string().min(1).max(40)).max(20).optional(),
      },
    },
    tool((args) => post("/api/ideas", args)),
  );

  server.registerTool(
    "get_video",
    {
      title: "Get a video",
      description:
        "A video with its current script, the list of script versions, its packaging (titles, description, tags) and its analytics summary.",
      inputSchema: { videoId: ID },
      annotations: { readOnlyHint: true },
    },
    tool(async ({ videoId }) => {
      const [video, versions, packaging, analytics] = await Promise.all([
        get(`/api/videos/${videoId}`),
        get(`/api/videos/${videoId}/script/versions`),
        get(`/api/videos/${videoId}/packaging`),
        get(`/api/videos/${videoId}/analytics`).catch((error: unknown) =>
          error instanceof ApiRefusal ? { unavailable: error.message } : Promise.reject(error),
        ),
      ]);
      return { video, scriptVersions: versions, packaging, analytics };
    }),
  );

  server.registerTool(
    "list_board",
    {
      title: "List the production board",
      description:
        "Every video in production by stage (idea, scripting, recording, editing, published…), with assignees and due dates.",
      inputSchema: {
        channelId: ID.optional(),
        search: z.string().max(200).optional().describe("Words in the title"),
      },
      annotations: { readOnlyHint: true },
    },
    tool((args) => get(`/api/production/board${query(args)}`)),
  );

  server.registerTool(
    "draft_section",
    {
      title: "Suggest a rewrite of a section",
      description:
        "Proposes new words for a passage of a script version as a suggestion: it waits in the review panel until a member accepts or rejects it. `quote` must be exactly the text between `start` and `end` (character offsets) of that version.",
      inputSchema: {
        videoId: ID,
        version: z.number().int().min(1).describe("The script version the offsets refer to"),
        start: z.number().int().min(0),
        end: z.number().int().min(0),
        quote: z.string().describe("The words replaced, exactly as in the version"),
        replacement: z.string().max(20_000).describe("The new words"),
      },
    },
    tool(({ videoId, ...suggestion }) => post(`/api/videos/${videoId}/review/suggestions`, suggestion)),
  );

  server.registerTool(
    "draft_script",
    {
      title: "Save a new script version",
      description:
        "Saves a whole new version of a video's script on top of `baseVersion` (the number you read). Earlier versions stay; the team reviews and approves versions before the video moves on.",
      inputSchema: {
        videoId: ID,
        content: z.string().min(1).max(200_000),
        baseVersion: z.number().int().min(1).nullable().describe("The version you edited; null for a first script"),
      },
    },
    tool(({ videoId, ...body }) => post(`/api/videos/${videoId}/script`, body)),
  );

  server.registerTool(
    "add_comment",
    {
      title: "Comment on a script",
      description:
        "Leaves a comment anchored to words of a script version (offsets `start`–`end`, whose text is `quote`), shown in the review panel.",
      inputSchema: {
        videoId: ID,
        version: z.number().int().min(1),
        start: z.number().int().min(0),
        end: z.number().int().min(0),
        quote: z.string(),
        body: z.string().min(1).max(10_000),
      },
    },
    tool(({ videoId, ...comment }) => post(`/api/videos/${videoId}/review/comments`, comment)),
  );

  server.registerTool(
    "request_review",
    {
      title: "Request a review",
      description:
        "Asks members (by id, from the video's activity or the board's assignees) to review the video's current script.",
      inputSchema: {
        videoId: ID,
        reviewerIds: z.array(z.string().min(1)).min(1).max(20),
        message: z.string().max(2000).optional(),
      },
    },
    tool(({ videoId, ...request }) => post(`/api/videos/${videoId}/review/requests`, request)),
  );

  server.registerResource(
    "video-script",
    new ResourceTemplate("scriptloom://videos/{videoId}/script", { list: undefined }),
    { title: "A video's script", description: "The current version of a video's script", mimeType: "text/plain" },
    async (uri, { videoId }) => {
      const versions = (await get(`/api/videos/${videoId}/script/versions`)) as {
        versions?: Array<{ number: number }>;
      };
      const latest = Math.max(0, ...(versions.versions ?? []).map((v) => v.number));
      if (!latest) return { contents: [{ uri: uri.href, mimeType: "text/plain", text: "" }] };
      const version = (await get(`/api/videos/${videoId}/script/versions/${latest}`)) as { content?: string };
      return { contents: [{ uri: uri.href, mimeType: "text/plain", text: version.content ?? "" }] };
    },
  );

  server.registerResource(
    "channel-voice",
    new ResourceTemplate("scriptloom://channels/{channelId}/voice", { list: undefined }),
    {
      title: "A channel's voice",
      description:
        "How the channel's scripts sound: tone, sentence length, vocabulary, signature phrases, words to avoid",
      mimeType: "application/json",
    },
    async (uri, { channelId }) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: "application/json",
          text: JSON.stringify(await get(`/api/channels/${channelId}/voice`), null, 2),
        },
      ],
    }),
  );

  return server;
}

/** Answers one Streamable HTTP request with a fresh server and transport (stateless, JSON answers). */
export async function handleMcpRequest(
  request: Request,
  options: { api: ApiCall; parsedBody: unknown; sessionId?: string },
): Promise<Response> {
  const server = await createMcpServer(options.api);
  const { WebStandardStreamableHTTPServerTransport } = await mcpSdk();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request, { parsedBody: options.parsedBody });
    if (!options.sessionId) return response;
    const headers = new Headers(response.headers);
    headers.set("mcp-session-id", options.sessionId);
    return new Response(response.body, { status: response.status, headers });
  } finally {
    await server.close();
  }
}
