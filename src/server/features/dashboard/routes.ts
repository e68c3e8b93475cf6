import { z } from "@hono/zod-openapi";
import { audienceLessonsSchema } from "../../../shared/schemas/audience-lessons.ts";
import {
  analyticsPeriodQuery,
  type ChannelAnalytics,
  channelAnalyticsSchema,
} from "../../../shared/schemas/channel-analytics.ts";
import {
  type ChannelDashboard,
  channelDashboardSchema,
  channelPerformanceSchema,
  ownOutliersQuery,
  ownOutliersSchema,
} from "../../../shared/schemas/dashboard.ts";
import { getAudienceLessons } from "../../domain/channels/audience-lessons.ts";
import { keptJson, sendJsonBytes } from "../../kept-json.ts";
import { channelIdParam, createRouter, errorResponses, jsonContent, languageOf, memberRoutes } from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { readChannelStatistics } from "../../youtube/channel-statistics.ts";
import { socialBladeConfigured } from "../../youtube/socialblade.ts";
import { getChannelAnalytics } from "./analytics.service.ts";
import { attachment, getAudienceLessonsCsv } from "./lessons-csv.service.ts";
import { getOwnOutliers } from "./own-outliers.service.ts";
import { getChannelPerformance } from "./performance.service.ts";
import { getChannelDashboard } from "./service.ts";

const memberRoute = memberRoutes("dashboard");

const dashboardRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/dashboard",
  summary: "A channel's totals, averages, rates, recent and top videos, and chart data (videos with metrics)",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(channelDashboardSchema, "Dashboard"), ...errorResponses(401, 404) },
});

const analyticsRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/analytics",
  summary:
    "A channel's YouTube Analytics for a period (7, 28, 90 or 365 days): daily views, watch time and net subscribers, totals against the previous period; the last days within YouTube's reporting delay are marked incomplete",
  request: { params: channelIdParam, query: analyticsPeriodQuery },
  responses: { 200: jsonContent(channelAnalyticsSchema, "Analytics"), ...errorResponses(400, 401, 404) },
});

const lessonsRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/audience-lessons",
  summary:
    "What your audience tells you: lessons from the channel's published videos with a retention curve and a script (at least 5), each with its n, spread and videos, shown only when the difference exceeds the spread; and the figures behind them, one row per section per video",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(audienceLessonsSchema, "Audience lessons"), ...errorResponses(401, 404) },
});

const lessonsCsvRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/audience-lessons.csv",
  summary:
    "The figures behind the audience lessons as CSV (RFC 4180, UTF-8 with a byte order mark), one row per section per video, the header in the member's language; a download (Content-Disposition: attachment)",
  request: { params: channelIdParam },
  responses: {
    200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(401, 404),
  },
});

const performanceRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/performance",
  summary:
    "The Performance tab for a period (7, 28, 90 or 365 days, for channels with YouTube Analytics): average views, likes and comments per video and like and comment rates over the videos with metrics published in the period's days (Pacific time, ending today)",
  request: { params: channelIdParam, query: analyticsPeriodQuery },
  responses: { 200: jsonContent(channelPerformanceSchema, "Performance"), ...errorResponses(400, 401, 404) },
});

const ownOutliersRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/outliers",
  summary:
    "The Outliers tab: the channel's own synced uploads of one kind (long or Shorts), scored as the outliers page scores (views ÷ the median of the 10–20 earlier uploads of the same kind; none under 48 hours), highest first, 24 a page",
  request: { params: channelIdParam, query: ownOutliersQuery },
  responses: { 200: jsonContent(ownOutliersSchema, "Own outliers"), ...errorResponses(400, 401, 404) },
});

export function dashboardRoutes(deps: ServiceDeps) {
  return createRouter()
    .openapi(lessonsRoute, async (c) => c.json(await getAudienceLessons(deps.db, c.req.valid("param").id), 200))
    .openapi(lessonsCsvRoute, async (c) => {
      const language = languageOf(c);
      const { csv, fileName } = await getAudienceLessonsCsv(deps.db, c.req.valid("param").id, language);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": attachment(fileName),
        "cache-control": "private, no-cache",
      });
    })
    .openapi(ownOutliersRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await getOwnOutliers(deps.db, id, c.req.valid("query")), 200);
    })
    .openapi(performanceRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { period } = c.req.valid("query");
      return c.json(await getChannelPerformance(deps.db, id, period), 200);
    })
    .openapi(analyticsRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { period } = c.req.valid("query");
      // Kept per version of the channel's analytics: sent as first serialized and compressed.
      return sendJsonBytes<ChannelAnalytics>(
        c,
        keptJson(await getChannelAnalytics(deps.db, id, period, languageOf(c))),
      );
    })
    .openapi(dashboardRoute, async (c) => {
      const { id } = c.req.valid("param");
      const dashboard = await getChannelDashboard(deps.db, id);
      // Social Blade's channel statistics (issue 4) show only when it is configured.
      const socialBlade = socialBladeConfigured(deps.config) ? await readChannelStatistics(deps.db, id) : null;
      if (!socialBlade) {
        // The dashboard as kept per channel version (016), sent as first serialized (028).
        return sendJsonBytes<ChannelDashboard>(
          c,
          keptJson(dashboard, "without-social-blade", (d) => JSON.stringify({ ...d, socialBlade: null })),
        );
      }
      return c.json(
        {
          ...dashboard,
          socialBlade: socialBlade && { ...socialBlade, updatedAt: socialBlade.updatedAt.toISOString() },
        },
        200,
      );
    });
}
