// Admins' webhook endpoints and their delivery log (decision 045).
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { msg } from "../../../shared/message.ts";
import type {
  CreateWebhookInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from "../../../shared/schemas/webhooks.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { checkWebhookUrl } from "../../webhooks/address-check.ts";

/** How many of an endpoint's deliveries the log shows, newest first. */
const DELIVERY_LOG_LIMIT = 50;

const endpointNotFound = () => notFound(msg("Webhook endpoint not found"));

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.disabledAt === null,
    disabledReason: row.disabledAt === null ? null : row.disabledReason === "failures" ? "failures" : "admin",
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType as WebhookEvent,
    status: row.status as WebhookDelivery["status"],
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastResponseStatus: row.lastResponseStatus,
    lastError: row.lastError,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listWebhooks(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toEndpoint);
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** Registers an endpoint after its URL passed the address rule; the secret is in this answer only. */
export async function createWebhook(
  db: Db,
  webhooks: Config["webhooks"],
  createdBy: string,
  input: CreateWebhookInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const url = await checkWebhookUrl(input.url, webhooks.allowedHosts);
  const secret = newSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: url.href,
      description: input.description ?? "",
      events: [...new Set(input.events)],
      secret,
      createdBy,
    })
    .returning();
  return { endpoint: toEndpoint(row), secret };
}

/** Turns an endpoint off, or on again (its count of failures starts over). */
export async function setWebhookEnabled(db: Db, id: string, enabled: boolean): Promise<WebhookEndpoint> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(
      enabled
        ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0 }
        : { disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())`, disabledReason: "admin" },
    )
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw endpointNotFound();
  return toEndpoint(row);
}

/** Deletes an endpoint with its delivery log; its pending deliveries go with it. */
export async function deleteWebhook(db: Db, id: string): Promise<string> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  if (!row) throw endpointNotFound();
  return row.url;
}

export async function listWebhookDeliveries(db: Db, endpointId: string): Promise<WebhookDelivery[]> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw endpointNotFound();
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LIMIT);
  return rows.map(toDelivery);
}

/**
 * "Redeliver": the same body again as a new delivery (its own webhook-id, so a receiver that drops
 * repeats takes it: the admin asked for it), with a fresh set of attempts.
 */
export async function redeliverWebhook(db: Db, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const [source] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!source) throw notFound(msg("Webhook delivery not found"));
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventType: source.eventType, payload: source.payload })
    .returning();
  return toDelivery(row);
}
