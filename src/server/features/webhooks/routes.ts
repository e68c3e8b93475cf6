import { z } from "@hono/zod-openapi";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import {
  createdWebhookSchema,
  createWebhookSchema,
  deletedWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookListSchema,
} from "../../../shared/schemas/webhooks.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../logger.ts";
import {
  createRouter,
  errorResponses,
  idParam,
  jsonBody,
  jsonContent,
  memberRoutes,
  requireRole,
  say,
  sessionUser,
} from "../../router.ts";
import { queueDeliveries } from "../../webhooks/deliver.ts";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  setWebhookEnabled,
} from "./service.ts";

const webhookRoute = memberRoutes("webhooks", requireRole("admin"));
const endpointIdParam = idParam("Webhook endpoint not found");
const deliveryParams = endpointIdParam.extend({
  deliveryId: z
    .string()
    .refine(isLibraryId, "Webhook delivery not found")
    .openapi({ param: { name: "deliveryId", in: "path" }, format: "uuid" }),
});

const listRoute = webhookRoute({
  method: "get",
  path: "/admin/webhooks",
  summary: "Webhook endpoints, newest first (their secrets are not listed)",
  responses: { 200: jsonContent(webhookListSchema, "Endpoints"), ...errorResponses(401, 403) },
});

const createRoute = webhookRoute({
  method: "post",
  path: "/admin/webhooks",
  summary:
    "Register an endpoint: https only, and no private, loopback or link-local address unless its host is in " +
    "WEBHOOK_ALLOWED_HOSTS; the answer carries the Standard Webhooks signing secret, shown once",
  request: { body: jsonBody(createWebhookSchema) },
  responses: {
    201: jsonContent(createdWebhookSchema, "The endpoint and its secret"),
    ...errorResponses(400, 401, 403),
  },
});

const updateRoute = webhookRoute({
  method: "patch",
  path: "/admin/webhooks/{id}",
  summary: "Turn an endpoint off or on again (on again starts its count of failures over)",
  request: { params: endpointIdParam, body: jsonBody(updateWebhookSchema) },
  responses: { 200: jsonContent(webhookEndpointSchema, "The endpoint"), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = webhookRoute({
  method: "delete",
  path: "/admin/webhooks/{id}",
  summary: "Delete an endpoint with its delivery log",
  request: { params: endpointIdParam },
  responses: { 200: jsonContent(deletedWebhookSchema, "Deleted"), ...errorResponses(401, 403, 404) },
});

const deliveriesRoute = webhookRoute({
  method: "get",
  path: "/admin/webhooks/{id}/deliveries",
  summary: "An endpoint's latest 50 deliveries, newest first: status, attempts, last answer or error, duration",
  request: { params: endpointIdParam },
  responses: { 200: jsonContent(webhookDeliveryListSchema, "Deliveries"), ...errorResponses(401, 403, 404) },
});

const redeliverRoute = webhookRoute({
  method: "post",
  path: "/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver",
  summary: "Send a delivery's event again, as a new delivery with its own attempts",
  request: { params: deliveryParams },
  responses: { 201: jsonContent(webhookDeliverySchema, "The new delivery"), ...errorResponses(401, 403, 404) },
});

export function webhookRoutes(deps: { db: Db; config: Config; logger: Logger; jobs: JobQueue }) {
  const { db, config, logger, jobs } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ endpoints: await listWebhooks(db) }, 200))
    .openapi(createRoute, async (c) =>
      c.json(await createWebhook(db, config.webhooks, sessionUser(c).id, c.req.valid("json")), 201),
    )
    .openapi(updateRoute, async (c) =>
      c.json(await setWebhookEnabled(db, c.req.valid("param").id, c.req.valid("json").enabled), 200),
    )
    .openapi(deleteRoute, async (c) => {
      const url = await deleteWebhook(db, c.req.valid("param").id);
      return c.json({ message: say(c, msg("Webhook endpoint {url} deleted"), { url }) }, 200);
    })
    .openapi(deliveriesRoute, async (c) =>
      c.json({ deliveries: await listWebhookDeliveries(db, c.req.valid("param").id) }, 200),
    )
    .openapi(redeliverRoute, async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      const delivery = await redeliverWebhook(db, id, deliveryId);
      await queueDeliveries(jobs, logger, [{ id: delivery.id, attempts: 0 }]);
      return c.json(delivery, 201);
    });
}
