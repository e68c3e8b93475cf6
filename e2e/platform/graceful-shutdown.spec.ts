import http from "node:http";
import type { Socket } from "node:net";
import { expect, test } from "../fixtures.ts";

test("a profile change written before SIGTERM is there after restart on PGlite", async ({ server, request }) => {
  const origin = { origin: server.url };
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: "keeper@example.com", password: "correct-horse", name: "Before" },
    headers: origin,
  });
  expect(signUp.ok()).toBeTruthy();
  const update = await request.patch("/api/me", { data: { fullName: "After Restart" }, headers: origin });
  expect(update.status()).toBe(200);

  const code = await server.stop("SIGTERM");
  expect(code).toBe(0);
  expect(server.logs()).toContain("database closed");
  await server.restart();

  const health = await request.get("/api/health");
  expect(await health.json()).toEqual({ status: "ok", db: "pglite" });
  const me = await request.get("/api/me");
  expect(me.status()).toBe(200);
  expect((await me.json()).fullName).toBe("After Restart");
});

test("unknown API paths answer 404 JSON and client routes fall back to the page", async ({ request }) => {
  const api = await request.get("/api/does-not-exist");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: "No API operation at GET /api/does-not-exist" });
  const page = await request.get("/some/client/route");
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root"></div>');
});

test("a kept-alive connection idle past Node's 5 s default still serves the next request, and SIGTERM still ends it", async ({
  server,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean; socket: Socket }>((resolve, reject) => {
      const req = http.get(`${server.url}/api/health`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, socket: req.socket! }));
      });
      req.on("error", reject);
    });
  const first = await get();
  expect(first.status).toBe(200);
  let closedAt = 0;
  first.socket.on("close", () => {
    closedAt = Date.now();
  });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(closedAt, "the server closed the idle socket").toBe(0);
  const second = await get();
  expect(second).toMatchObject({ status: 200, reused: true });

  // Shutdown does not wait out the 65 s: the idle socket is closed with the server.
  expect(await server.stop("SIGTERM")).toBe(0);
  await expect.poll(() => closedAt).toBeGreaterThan(0);
  agent.destroy();
});
