import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invitations } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.reset();
  admin = await t.signUp("boss@example.com");
});

async function invite(email: string, role?: string) {
  return t.request("POST", "/api/admin/invitations", { cookie: admin, body: role ? { email, role } : { email } });
}

const tokenOf = (link: string) => new URL(link).searchParams.get("invite")!;

describe("invitations", () => {
  it("sends an invitation with a single-use link and the default role user", async () => {
    const res = await invite("New.Person@Example.com");
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ email: "new.person@example.com", role: "user", mailSent: true });
    expect(body.message).toBe("Invitation sent to new.person@example.com");
    const link = new URL(body.link);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/auth");
    expect(link.searchParams.get("email")).toBe("new.person@example.com");
    const lookup = await t.request("GET", `/api/invitations/${tokenOf(body.link)}`);
    expect(await lookup.json()).toMatchObject({ email: "new.person@example.com", role: "user" });
  });

  it("answers and mails in the inviting admin's language", async () => {
    const res = await t.request("POST", "/api/admin/invitations", {
      cookie: admin,
      headers: { "accept-language": "es-ES,es;q=0.9" },
      body: { email: "nueva@example.com", role: "moderator" },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe("Invitación enviada a nueva@example.com");
  });

  it("accepting creates the account with the invited role, once", async () => {
    const { link } = await (await invite("mod@example.com", "moderator")).json();
    const accept = { token: tokenOf(link), email: "mod@example.com", password: "secret12", fullName: "Mo Derator" };
    const res = await t.request("POST", "/api/invitations/accept", { body: accept });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: "mod@example.com", role: "moderator", fullName: "Mo Derator" });
    const signIn = await t.signIn("mod@example.com", "secret12");
    expect(signIn.status).toBe(200);

    const again = await t.request("POST", "/api/invitations/accept", { body: accept });
    expect(again.status).toBe(410);
    expect((await again.json()).error).toBe("This invitation has already been used. Sign in instead.");
  });

  it("refuses expired and unknown tokens with a clear message", async () => {
    const { link } = await (await invite("late@example.com")).json();
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "late@example.com"));
    const expired = await t.request("GET", `/api/invitations/${tokenOf(link)}`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toBe("This invitation has expired. Ask an admin for a new invitation.");
    const unknown = await t.request("GET", "/api/invitations/not-a-token");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toContain("not valid");
  });

  it("refuses to invite an existing user's e-mail and refuses bad input", async () => {
    const existing = await invite("BOSS@example.com");
    expect(existing.status).toBe(409);
    expect((await existing.json()).error).toBe("A user with the email boss@example.com already exists");
    const bad = await invite("not-an-email");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Please enter a valid email address");
  });

  it("refuses an accept for another e-mail address or with a short password, changing nothing", async () => {
    const { link } = await (await invite("right@example.com")).json();
    const wrong = await t.request("POST", "/api/invitations/accept", {
      body: { token: tokenOf(link), email: "wrong@example.com", password: "secret12", fullName: "X" },
    });
    expect(wrong.status).toBe(400);
    const short = await t.request("POST", "/api/invitations/accept", {
      body: { token: tokenOf(link), email: "right@example.com", password: "123", fullName: "X" },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe("Password must be at least 6 characters long");
    expect((await t.request("GET", `/api/invitations/${tokenOf(link)}`)).status).toBe(200);
  });

  it("with ALLOW_SIGNUP=false refuses open sign-ups after the first account but accepts invitations", async () => {
    const closed = await createTestApp({ ALLOW_SIGNUP: "false" });
    try {
      const boss = await closed.signUp("first@example.com");
      const open = await closed.request("POST", "/api/auth/sign-up/email", {
        body: { email: "x@example.com", password: "secret12", name: "X" },
      });
      expect(open.status).toBe(403);
      expect((await open.json()).message).toBe("Sign-up is by invitation only. Ask an admin for an invitation.");
      const sent = await closed.request("POST", "/api/admin/invitations", {
        cookie: boss,
        body: { email: "x@example.com" },
      });
      const { link } = await sent.json();
      const accepted = await closed.request("POST", "/api/invitations/accept", {
        body: { token: tokenOf(link), email: "x@example.com", password: "secret12", fullName: "X" },
      });
      expect(accepted.status).toBe(201);
    } finally {
      await closed.close();
    }
  });
});
