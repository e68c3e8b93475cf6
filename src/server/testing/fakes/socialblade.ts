// A fake of Social Blade's API (matrix.sbapis.com/b): GET /youtube/statistics?query=… with headers
// clientid and token, answering its real shape: status{success,status,error}, data.statistics.total
// and data.statistics.growth. Programmable per test; records every request.
import { delay, type RecordedRequest, sendJson, startFakeServer } from "./fake-server.ts";

export interface FakeSocialBladeChannel {
  subscribers: number;
  views: number;
  uploads: number;
  /** Growth over 30 days; the other periods are derived from it. */
  subscriberGrowth30d: number;
  viewGrowth30d: number;
}

export interface FakeSocialBlade {
  /** For SOCIALBLADE_BASE_URL. */
  url: string;
  clientId: string;
  token: string;
  requests: RecordedRequest[];
  /** Statistics answered for a query (a channel id or handle). */
  setChannel(query: string, channel: FakeSocialBladeChannel): void;
  /** Every call answers this error while set. */
  failWith: { status: number; error: string } | null;
  latencyMs: number;
  close(): Promise<void>;
}

const PERIODS = [1, 3, 7, 14, 30, 60, 90, 180, 365];

function growthOf(per30: number) {
  return Object.fromEntries(PERIODS.map((days) => [String(days), Math.round((per30 * days) / 30)]));
}

export async function startFakeSocialBlade(
  options: { clientId?: string; token?: string } = {},
): Promise<FakeSocialBlade> {
  const clientId = options.clientId ?? "test-sb-client";
  const token = options.token ?? "test-sb-token";
  const channels = new Map<string, FakeSocialBladeChannel>();
  const fake: FakeSocialBlade = {
    url: "",
    clientId,
    token,
    requests: [],
    setChannel: (query, channel) => channels.set(query.toLowerCase(), channel),
    failWith: null,
    latencyMs: 0,
    close: async () => {},
  };
  const fail = (res: Parameters<typeof sendJson>[0], status: number, error: string) =>
    sendJson(res, status, { status: { success: false, status, error } });

  const server = await startFakeServer(async (req, res) => {
    if (fake.latencyMs > 0) await delay(fake.latencyMs);
    if (req.method !== "GET" || req.path !== "/b/youtube/statistics") return fail(res, 404, "Not found");
    if (req.headers.clientid !== clientId || req.headers.token !== token) {
      return fail(res, 401, "Unauthorized: invalid clientid or token");
    }
    if (fake.failWith) return fail(res, fake.failWith.status, fake.failWith.error);
    const query = (req.query.query ?? "").replace(/^@/, "").toLowerCase();
    const channel = channels.get(query) ?? channels.get(`@${query}`);
    if (!channel) return fail(res, 404, "Could not find user");
    sendJson(res, 200, {
      status: { success: true, status: 200 },
      info: { access: { seconds_to_expire: 86_400 }, credits: { available: 1000 } },
      data: {
        id: { id: req.query.query, username: query, display_name: query, cusername: query, handle: query },
        general: { created_at: "2015-01-01T00:00:00.000Z", channel_type: "entertainment" },
        statistics: {
          total: { uploads: channel.uploads, subscribers: channel.subscribers, views: channel.views },
          growth: { subs: growthOf(channel.subscriberGrowth30d), vidviews: growthOf(channel.viewGrowth30d) },
        },
        misc: {},
        ranks: {},
        daily: [],
      },
    });
  });
  fake.requests = server.requests;
  fake.url = `${server.origin}/b`;
  fake.close = server.close;
  return fake;
}
