// Decision 045: webhooks. A local receiver (allowed by WEBHOOK_ALLOWED_HOSTS=127.0.0.1) checks each
// delivery's Standard Webhooks signature with the `standardwebhooks` package itself; a receiver that is
// down gets retries; a redirect is not followed; a delivery outlives the process that had it; and an
// endpoint in the server's own network is refused without the allowance.
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { createLogger } from "../../logger.ts";
import { buildServer } from "../../server.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";
import { describePostgres } from "../../testing/postgres-only.ts";
import { startReceiver, waitFor } from "../../testing/webhook-receiver.ts";
import { isPublicAddress } from "../../webhooks/address-check.ts";

const ENV = { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1", WEBHOOK_RETRY_DELAYS_S: "0.3,0.3,0.3,0.3" };
let t: TestApp;
let admin: { cookie: string; id: string };
let member: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp(ENV);
  await t.signUp("first-admin@example.com");
  admin = await t.member("admin");
  member = await t.member("user");
});
afterAll(() => t?.close());

async function addEndpoint(url: string, events: string[] = ["idea.created"]) {
  const res = await t.request("POST", "/api/admin/webhooks", { cookie: admin.cookie, body: { url, events } });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json as { endpoint: { id: string; enabled: boolean }; secret: string };
}

async function createIdea(title: string) {
  const res = await t.request("POST", "/api/ideas", { cookie: member.cookie, body: { title } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

const deliveriesOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe("webhook endpoints", () => {
  it("are for admins only: a member gets 403", async () => {
    const res = await t.request("GET", "/api/admin/webhooks", { cookie: member.cookie });
    expect(res.status).toBe(403);
    const create = await t.request("POST", "/api/admin/webhooks", {
      cookie: member.cookie,
      body: { url: "https://example.com/hook", events: ["idea.created"] },
    });
    expect(create.status).toBe(403);
  });

  it("deliver a signed Standard Webhooks message that the standardwebhooks package verifies", async () => {
    const receiver = await startReceiver();
    try {
      const { endpoint, secret } = await addEndpoint(`http://127.0.0.1:${receiver.port}/hooks/scriptloom`);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      const list = await (await t.request("GET", "/api/admin/webhooks", { cookie: admin.cookie })).json();
      expect(JSON.stringify(list)).not.toContain(secret);

      const idea = await createIdea("Ten hooks that work");
      const got = await waitFor(async () => receiver.received[0]);
      expect(got.path).toBe("/hooks/scriptloom");
      const payload = new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as {
        type: string;
        timestamp: string;
        data: { idea: { id: string; title: string } };
      };
      expect(payload.type).toBe("idea.created");
      expect(payload.data.idea).toMatchObject({ id: idea.id, title: "Ten hooks that work" });
      expect(Number.isNaN(Date.parse(payload.timestamp))).toBe(false);
      // Another secret's signature does not verify.
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`).verify(
          got.body,
          got.headers as Record<string, string>,
        ),
      ).toThrow();

      const log = await waitFor(async () => {
        const res = await t.request("GET", `/api/admin/webhooks/${endpoint.id}/deliveries`, { cookie: admin.cookie });
        const json = (await res.json()) as { deliveries: Array<{ status: string; lastResponseStatus: number }> };
        return json.deliveries[0]?.status === "succeeded" && json.deliveries;
      });
      expect(log[0]).toMatchObject({ status: "succeeded", lastResponseStatus: 200, attempts: 1 });
      expect(got.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);

      // Redeliver: the same event again, as a new delivery with its own webhook-id.
      const redeliver = await t.request(
        "POST",
        `/api/admin/webhooks/${endpoint.id}/deliveries/${(log[0] as unknown as { id: string }).id}/redeliver`,
        { cookie: admin.cookie },
      );
      expect(redeliver.status).toBe(201);
      const again = await waitFor(async () => receiver.received[1]);
      expect(again.headers["webhook-id"]).not.toBe(got.headers["webhook-id"]);
      const repeated = new Webhook(secret).verify(again.body, again.headers as Record<string, string>);
      expect(repeated).toMatchObject({ type: "idea.created", data: { idea: { id: idea.id } } });
      await t.request("DELETE", `/api/admin/webhooks/${endpoint.id}`, { cookie: admin.cookie });
    } finally {
      await receiver.close();
    }
  });

  it("retry a receiver that is down, and the delivery succeeds once it is back", async () => {
    const probe = await startReceiver();
    const port = probe.port;
    await probe.close(); // down: nothing listens on the port
    const { endpoint, secret } = await addEndpoint(`http://127.0.0.1:${port}/down`);
    await createIdea("While the receiver is down");
    await waitFor(async () => (await deliveriesOf(endpoint.id)).find((d) => d.attempts >= 2 && d.status === "pending"));
    const [failing] = await deliveriesOf(endpoint.id);
    expect(failing.lastError).toMatch(/ECONNREFUSED/);
    const receiver = await startReceiver(port);
    try {
      const got = await waitFor(async () => receiver.received[0]);
      expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toMatchObject({
        type: "idea.created",
      });
      const done = await waitFor(async () => (await deliveriesOf(endpoint.id)).find((d) => d.status === "succeeded"));
      expect(done.attempts).toBeGreaterThanOrEqual(3);
      await t.request("DELETE", `/api/admin/webhooks/${endpoint.id}`, { cookie: admin.cookie });
    } finally {
      await receiver.close();
    }
  });

  it("do not follow a redirect: a 3xx is a failed attempt, and the endpoint is disabled once the retries are used up", async () => {
    const target = await startReceiver();
    const receiver = await startReceiver();
    receiver.answer(() => ({ status: 307, headers: { location: `http://127.0.0.1:${target.port}/elsewhere` } }));
    try {
      const { endpoint } = await addEndpoint(`http://127.0.0.1:${receiver.port}/moved`);
      await createIdea("Redirected");
      // One attempt and four retries (WEBHOOK_RETRY_DELAYS_S has four pauses).
      const failed = await waitFor(async () => (await deliveriesOf(endpoint.id)).find((d) => d.status === "failed"));
      expect(failed).toMatchObject({ attempts: 5, lastResponseStatus: 307 });
      expect(failed.lastError).toMatch(/Redirect not followed/);
      expect(target.received).toHaveLength(0);
      expect(receiver.received).toHaveLength(5);
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row.disabledAt).not.toBeNull();
      expect(row.disabledReason).toBe("failures");
      const list = (await (await t.request("GET", "/api/admin/webhooks", { cookie: admin.cookie })).json()) as {
        endpoints: Array<{ id: string; enabled: boolean; disabledReason: string | null }>;
      };
      expect(list.endpoints.find((e) => e.id === endpoint.id)).toMatchObject({
        enabled: false,
        disabledReason: "failures",
      });
      // A disabled endpoint gets no new deliveries.
      await createIdea("After disabling");
      expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
      // Turned on again by an admin, it gets them again.
      const on = await t.request("PATCH", `/api/admin/webhooks/${endpoint.id}`, {
        cookie: admin.cookie,
        body: { enabled: true },
      });
      expect(await on.json()).toMatchObject({ enabled: true, disabledReason: null });
      await createIdea("After turning it on");
      expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
      await t.request("DELETE", `/api/admin/webhooks/${endpoint.id}`, { cookie: admin.cookie });
    } finally {
      await receiver.close();
      await target.close();
    }
  });
});

describe("the address rule", () => {
  let strict: TestApp;
  let strictAdmin: string;
  beforeAll(async () => {
    strict = await createTestApp(); // no WEBHOOK_ALLOWED_HOSTS
    strictAdmin = await strict.signUp("strict-admin@example.com");
  });
  afterAll(() => strict?.close());

  const create = (url: string) =>
    strict.request("POST", "/api/admin/webhooks", { cookie: strictAdmin, body: { url, events: ["idea.created"] } });

  it("refuses plain http:// with a clear 400", async () => {
    const res = await create("http://127.0.0.1/hooks");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/HTTPS only.*https:\/\/.*WEBHOOK_ALLOWED_HOSTS/);
  });

  it.each([
    "https://169.254.169.254/latest/meta-data",
    "https://127.0.0.1/hooks",
    "https://[::1]/hooks",
    "https://[::ffff:127.0.0.1]/hooks",
    "https://10.0.0.8/hooks",
    "https://[fe80::1]/hooks",
    "https://localhost/hooks",
  ])("refuses %s (not a public address) with a clear 400", async (url) => {
    const res = await create(url);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/private, loopback or link-local address/);
  });

  it("judges IPv4 and IPv6 addresses, mapped IPv4 included", () => {
    for (const address of ["127.0.0.1", "169.254.169.254", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "fd00::1"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe("after a restart", () => {
  it("sends the deliveries the stopped process left, also one it was sending when it stopped", async () => {
    const first = await createTestApp(ENV);
    const receiver = await startReceiver();
    receiver.answer(() => "hang");
    try {
      const adminCookie = await first.signUp("restart-admin@example.com");
      const res = await first.request("POST", "/api/admin/webhooks", {
        cookie: adminCookie,
        body: { url: `http://127.0.0.1:${receiver.port}/slow`, events: ["idea.created"] },
      });
      const { endpoint, secret } = (await res.json()) as { endpoint: { id: string }; secret: string };
      await first.request("POST", "/api/ideas", { cookie: adminCookie, body: { title: "In flight" } });
      const rows = () => first.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      await waitFor(async () => (await rows()).find((d) => d.status === "delivering"));
      // A second event waits as a row only: as if the process died before its job ran.
      await first.db.insert(webhookDeliveries).values({
        endpointId: endpoint.id,
        eventType: "idea.created",
        payload: { type: "idea.created", timestamp: new Date().toISOString(), data: { idea: { title: "Queued" } } },
      });
      // The process stops (its jobs end with it); the receiver is healthy again.
      await first.jobs.stop();
      await first.live.stop();
      // A process killed mid-attempt (SIGKILL) leaves its row marked as being sent, its lease running.
      await first.db
        .update(webhookDeliveries)
        .set({ status: "delivering", lockedUntil: new Date(Date.now() + 3_600_000) })
        .where(eq(webhookDeliveries.eventType, "idea.created"));
      receiver.answer(() => ({ status: 204 }));
      const before = receiver.received.length;

      const second = await buildServer(first.config, createLogger("silent"), {
        database: first.database,
        inProcessJobs: true,
      });
      try {
        const done = await waitFor(async () => {
          const all = await rows();
          return all.length === 2 && all.every((d) => d.status === "succeeded") && all;
        });
        expect(done.map((d) => d.lastResponseStatus)).toEqual([204, 204]);
        const titles = receiver.received.slice(before).map((r) => {
          const payload = new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
            data: { idea: { title: string } };
          };
          return payload.data.idea.title;
        });
        expect(titles.sort()).toEqual(["In flight", "Queued"]);
      } finally {
        await second.jobs.stop();
        await second.live.stop();
      }
    } finally {
      await receiver.close();
      await first.database.destroy();
    }
  });
});

describePostgres("after a restart, on PostgreSQL's job queue (pg-boss)", () => {
  it("another instance sends what a killed one left: a queued row, and an attempt whose lease ran out", async () => {
    const first = await createTestApp(ENV);
    const receiver = await startReceiver();
    try {
      const adminCookie = await first.signUp("pgboss-admin@example.com");
      const res = await first.request("POST", "/api/admin/webhooks", {
        cookie: adminCookie,
        body: { url: `http://127.0.0.1:${receiver.port}/hook`, events: ["idea.created"] },
      });
      const { endpoint, secret } = (await res.json()) as { endpoint: { id: string }; secret: string };
      // The first instance is gone before its jobs ran (as after a SIGKILL): one row waits to be sent,
      // another was being sent, its lease (held by the dead instance) now over.
      await first.jobs.stop();
      await first.live.stop();
      const payload = (title: string) => ({
        type: "idea.created",
        timestamp: new Date().toISOString(),
        data: { idea: { title } },
      });
      await first.db.insert(webhookDeliveries).values([
        { endpointId: endpoint.id, eventType: "idea.created", payload: payload("Queued") },
        {
          endpointId: endpoint.id,
          eventType: "idea.created",
          payload: payload("Cut off"),
          status: "delivering",
          attempts: 1,
          lockedUntil: new Date(Date.now() - 1_000),
        },
      ]);
      const rows = () => first.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));

      const second = await buildServer(first.config, createLogger("silent"), { database: first.database });
      try {
        expect(second.jobs.kind).toBe("pg-boss");
        const done = await waitFor(async () => {
          const all = await rows();
          return all.length === 2 && all.every((d) => d.status === "succeeded") && all;
        }, 30_000);
        expect(done.map((d) => d.lastResponseStatus)).toEqual([200, 200]);
        const titles = receiver.received.map(
          (r) =>
            (
              new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
                data: { idea: { title: string } };
              }
            ).data.idea.title,
        );
        expect(titles.sort()).toEqual(["Cut off", "Queued"]);
      } finally {
        await second.jobs.stop();
        await second.live.stop();
      }
    } finally {
      await receiver.close();
      await first.database.destroy();
    }
  }, 60_000);
});
