// Outgoing webhooks (docs/decisions/045): the events an admin may subscribe to, the form that
// registers an endpoint, and what the admin panel lists.
import { z } from "zod";
import { msg } from "../message.ts";
import { isoDate } from "./library.ts";

export const WEBHOOK_EVENTS = [
  "idea.created",
  "script_version.saved",
  "review.requested",
  "review.decided",
  "video.stage_changed",
  "upload.finished",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const createWebhookSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, msg("Enter the URL the events are sent to"))
    .max(WEBHOOK_URL_MAX, msg("The URL is too long"))
    .refine((value) => URL.canParse(value), msg("Enter a full URL, starting with https://")),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, msg("The description is too long")).default(""),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: msg("Choose events from the list") }))
    .min(1, msg("Choose at least one event"))
    .max(WEBHOOK_EVENTS.length),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({ enabled: z.boolean() });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why it is off: `admin` (turned off by hand) or `failures` (a delivery used up its retries). */
  disabledReason: z.enum(["admin", "failures"]).nullable(),
  createdAt: isoDate,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** The one answer that carries the signing secret besides "show secret": the admin copies it to the receiver. */
export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivering", "succeeded", "failed"] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: isoDate.nullable(),
  lastAttemptAt: isoDate.nullable(),
  lastResponseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: isoDate,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const deletedWebhookSchema = z.object({ message: z.string() });
