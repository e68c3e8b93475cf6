import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { nextRunOf } from "./jobs/schedule.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");
const optionalUrl = z.url({ message: "must be a URL" }).optional();

const envSchema = z.object({
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: "must start with postgres:// or postgresql://" })
    .optional(),
  APP_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  ALLOW_SIGNUP: bool.default(true),
  REQUIRE_EMAIL_VERIFICATION: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: "must start with smtp:// or smtps://" })
    .optional(),
  MAIL_FROM: z.string().min(1).default("Scriptloom <no-reply@scriptloom.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AI_PROVIDER: z
    .enum(["offline", "openai", "anthropic", "ollama", "openai-compatible"], {
      message: "must be one of offline, openai, anthropic, ollama, openai-compatible",
    })
    .default("offline"),
  AI_MODEL: z.string().min(1).optional(),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: "must be a number" }).int().min(1).default(30),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: "must be a number" }).int().min(1).default(120),
  // How long a model may send nothing (no answer, no reasoning) before the call is given up.
  AI_TIMEOUT_S: z.coerce.number({ message: "must be a number of seconds" }).positive().max(3600).default(60),
  // Which OpenAI API AI_PROVIDER=openai speaks: Chat Completions (what proxies speak too) or Responses.
  AI_OPENAI_API: z.enum(["chat", "responses"], { message: "must be chat or responses" }).default("chat"),
  // Whether the model's answers start mid-thought (only </think> appears, as with DeepSeek-R1's templates).
  AI_REASONING: z.enum(["auto", "unopened"], { message: "must be auto or unopened" }).default("auto"),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE_URL: z.url({ message: "must be a URL" }).default("https://www.googleapis.com/youtube/v3"),
  // Issue 14: the YouTube Analytics API (reports.query), read with the member's Google sign-in.
  YOUTUBE_ANALYTICS_BASE_URL: z.url({ message: "must be a URL" }).default("https://youtubeanalytics.googleapis.com/v2"),
  YOUTUBE_REPORTING_BASE_URL: z.url({ message: "must be a URL" }).default("https://youtubereporting.googleapis.com/v1"),
  // Publishing: resumable video uploads and thumbnails.set go to Google's upload host.
  YOUTUBE_UPLOAD_BASE_URL: z.url({ message: "must be a URL" }).default("https://www.googleapis.com/upload/youtube/v3"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url({ message: "must be a URL" }).default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url({ message: "must be a URL" }).default("https://oauth2.googleapis.com/token"),
  SOCIALBLADE_CLIENT_ID: z.string().min(1).optional(),
  SOCIALBLADE_TOKEN: z.string().min(1).optional(),
  SOCIALBLADE_BASE_URL: z.url({ message: "must be a URL" }).default("https://matrix.sbapis.com/b"),
  // Issue 14: when every connected channel is synced by itself (UTC), or `off`.
  SYNC_SCHEDULE: z
    .string()
    .trim()
    .default("0 4 * * *")
    .refine((v) => v.toLowerCase() === "off" || isCronExpression(v), {
      message: "must be a cron expression (minute hour day month weekday, e.g. 0 4 * * *) or off",
    })
    .transform((v) => (v.toLowerCase() === "off" ? null : v)),
  YOUTUBE_DAILY_QUOTA: z.coerce
    .number({ message: "must be a whole number of quota units" })
    .int({ message: "must be a whole number of quota units" })
    .min(1, { message: "must be at least 1 unit" })
    .default(10_000),
  // Decision 045: hosts a webhook may reach although they are private or loopback (and over http).
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\[(.*)\]$/, "$1"),
        )
        .filter((host) => host !== ""),
    ),
  // Decision 045: the pauses before a failed delivery's next attempts; one attempt more than pauses.
  WEBHOOK_RETRY_DELAYS_S: z
    .string()
    .default("10,60,300,1800,7200")
    .refine((v) => v.split(",").every((part) => /^\s*\d+(\.\d+)?\s*$/.test(part)), {
      message: "must be a comma-separated list of seconds, e.g. 10,60,300",
    })
    .transform((v) => v.split(",").map((part) => Number(part.trim()))),
});

/** Five fields, as cron has them (the parser would also take a sixth, seconds: not ours to offer). */
function isCronExpression(value: string): boolean {
  return value.split(/\s+/).length === 5 && nextRunOf(value, new Date()) !== null;
}

/** YouTube's uploads playlist lists a channel's latest 20,000 uploads and no more (issue 14 §5). */
export const UPLOADS_PLAYLIST_LIMIT = 20_000;

/** Decision 045: one webhook attempt's limit, so a slow receiver holds a worker this long at most. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  authSecret: string;
  allowSignup: boolean;
  requireEmailVerification: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env["LOG_LEVEL"];
  ai: {
    provider: Env["AI_PROVIDER"];
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    rateLimitPerMinute: number;
    /** Seconds a model may stay silent (first token, or between tokens) before the call fails. */
    timeoutSeconds: number;
    openaiApi: Env["AI_OPENAI_API"];
    reasoning: Env["AI_REASONING"];
  };
  youtube: {
    apiKey: string | undefined;
    baseUrl: string;
    analyticsBaseUrl: string;
    reportingBaseUrl: string;
    /** The upload host's base (resumable uploads, thumbnails.set). */
    uploadBaseUrl: string;
    /** YouTube's: the uploads playlist lists a channel's latest 20,000 uploads. Not a setting (tests lower it with their fake's). */
    uploadsPlaylistLimit: number;
  };
  google: { clientId: string | undefined; clientSecret: string | undefined; authUrl: string; tokenUrl: string };
  socialBlade: { clientId: string | undefined; token: string | undefined; baseUrl: string };
  /** Issue 14: the scheduled sync of every connected channel (null: off) and the YouTube Data API's daily units. */
  sync: { schedule: string | null; dailyQuota: number };
  /** Decision 044: requests per personal access token and minute, counted in the database. */
  tokenRateLimitPerMinute: number;
  /** Decision 045: outgoing webhooks. */
  webhooks: {
    /** Host names and addresses reachable although private or loopback, also over http. */
    allowedHosts: string[];
    /** Seconds before each retry of a failed delivery. */
    retryDelaysS: number[];
    /** How long one attempt may take, connection to last byte. */
    timeoutMs: number;
  };
}

export class ConfigError extends Error {}

/** The only reader of process.env. A bad value stops start-up with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and .env files usually intend.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const apiKey =
    e.AI_API_KEY ??
    (e.AI_PROVIDER === "openai" ? e.OPENAI_API_KEY : e.AI_PROVIDER === "anthropic" ? e.ANTHROPIC_API_KEY : undefined);
  if ((e.AI_PROVIDER === "openai" || e.AI_PROVIDER === "anthropic") && !apiKey) {
    const name = e.AI_PROVIDER === "openai" ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY";
    throw new ConfigError(
      `Invalid configuration: AI_API_KEY (or ${name}) is required when AI_PROVIDER=${e.AI_PROVIDER}`,
    );
  }
  if (e.AI_PROVIDER === "openai-compatible" && !e.AI_BASE_URL) {
    throw new ConfigError("Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai-compatible");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    allowSignup: e.ALLOW_SIGNUP,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
      timeoutSeconds: e.AI_TIMEOUT_S,
      openaiApi: e.AI_OPENAI_API,
      reasoning: e.AI_REASONING,
    },
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      baseUrl: e.YOUTUBE_API_BASE_URL.replace(/\/+$/, ""),
      analyticsBaseUrl: e.YOUTUBE_ANALYTICS_BASE_URL.replace(/\/+$/, ""),
      reportingBaseUrl: e.YOUTUBE_REPORTING_BASE_URL.replace(/\/+$/, ""),
      uploadBaseUrl: e.YOUTUBE_UPLOAD_BASE_URL.replace(/\/+$/, ""),
      uploadsPlaylistLimit: UPLOADS_PLAYLIST_LIMIT,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
    },
    socialBlade: {
      clientId: e.SOCIALBLADE_CLIENT_ID,
      token: e.SOCIALBLADE_TOKEN,
      baseUrl: e.SOCIALBLADE_BASE_URL.replace(/\/+$/, ""),
    },
    sync: { schedule: e.SYNC_SCHEDULE, dailyQuota: e.YOUTUBE_DAILY_QUOTA },
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    webhooks: {
      allowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
      retryDelaysS: e.WEBHOOK_RETRY_DELAYS_S,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    },
  };
}

/**
 * Without AUTH_SECRET a single embedded instance keeps a generated secret in DATA_DIR, so sessions
 * survive restarts. Several instances must share one AUTH_SECRET (README, scaling out).
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
