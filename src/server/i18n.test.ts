import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/harness.ts";

// Decision 040: the contract's `{ error }` in the member's language, with a stable `code` beside it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("server messages in the member's language", () => {
  it("answers in the request's Accept-Language when the member chose none", async () => {
    const cookie = await t.signUp("ana@example.com");
    const spanish = await t.request("GET", `/api/videos/${MISSING}`, {
      cookie,
      headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" },
    });
    expect(spanish.status).toBe(404);
    expect(await spanish.json()).toEqual({ error: "Vídeo no encontrado", code: "not_found" });

    // No language we have: English, the spec's own text.
    const french = await t.request("GET", `/api/videos/${MISSING}`, { cookie, headers: { "accept-language": "fr" } });
    expect(await french.json()).toEqual({ error: "Video not found", code: "not_found" });
  });

  it("answers validation errors and the session check in the language too", async () => {
    const cookie = await t.signUp("joao@example.com");
    const tooLong = await t.request("PATCH", "/api/me", {
      cookie,
      headers: { "accept-language": "pt-BR" },
      body: { fullName: "x".repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: "O nome completo deve ter no máximo 200 caracteres",
      code: "validation_failed",
    });

    const signedOut = await t.request("GET", "/api/me", { headers: { "accept-language": "hi-IN" } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "प्रमाणीकरण ज़रूरी है: कृपया लॉग इन करें", code: "unauthenticated" });
  });

  it("answers a validation message built with values in the language, its label and number put in", async () => {
    const cookie = await t.signUp("carmen@example.com");
    const tooLong = await t.request("POST", "/api/channels", {
      cookie,
      headers: { "accept-language": "es" },
      body: { name: "x".repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: "Nombre del canal debe tener como máximo 200 caracteres",
      code: "validation_failed",
    });
    const english = await t.request("POST", "/api/channels", { cookie, body: { name: "x".repeat(201) } });
    expect(await english.json()).toMatchObject({ error: "Channel name must be at most 200 characters" });
  });

  it("keeps the member's Settings choice, which wins over Accept-Language, and puts it on the session", async () => {
    const cookie = await t.signUp("yuki@example.com");
    const me = await t.request("GET", "/api/me", { cookie });
    expect((await me.json()).language).toBeNull();

    const chosen = await t.request("PATCH", "/api/me", { cookie, body: { language: "ja" } });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ language: "ja", fullName: "yuki" });

    const session = await t.request("GET", "/api/auth/get-session", { cookie });
    expect((await session.json()).user.language).toBe("ja");

    const missing = await t.request("GET", `/api/videos/${MISSING}`, { cookie, headers: { "accept-language": "es" } });
    expect(await missing.json()).toEqual({ error: "動画が見つかりません", code: "not_found" });

    // null follows the browser again.
    const cleared = await t.request("PATCH", "/api/me", { cookie, body: { language: null } });
    expect(await cleared.json()).toMatchObject({ language: null });
    const again = await t.request("GET", `/api/videos/${MISSING}`, { cookie, headers: { "accept-language": "es" } });
    expect(await again.json()).toEqual({ error: "Vídeo no encontrado", code: "not_found" });
  });

  it("refuses a language the interface is not in, and an empty change, changing nothing", async () => {
    const cookie = await t.signUp("pierre@example.com");
    const french = await t.request("PATCH", "/api/me", { cookie, body: { language: "fr" } });
    expect(french.status).toBe(400);
    expect((await french.json()).code).toBe("validation_failed");
    const empty = await t.request("PATCH", "/api/me", { cookie, body: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "Nothing to change: give a full name or a language" });
    expect(await (await t.request("GET", "/api/me", { cookie })).json()).toMatchObject({
      language: null,
      fullName: "pierre",
    });
  });
});

describe("success messages in the member's language", () => {
  it("says a write's success in the request's language, and in English without one", async () => {
    const cookie = await t.signUp("kenji@example.com");
    const japanese = await t.request("POST", "/api/channels", {
      cookie,
      headers: { "accept-language": "ja" },
      body: { name: "料理チャンネル" },
    });
    expect(japanese.status).toBe(201);
    expect((await japanese.json()).message).not.toBe("Channel created successfully");
    const { channel } = await (await t.request("POST", "/api/channels", { cookie, body: { name: "Cooking" } })).json();
    const folder = await t.request("POST", `/api/channels/${channel.id}/folders`, {
      cookie,
      headers: { "accept-language": "es" },
      body: { name: "Enero", monthYear: "2024-01" },
    });
    expect(folder.status).toBe(201);
    expect((await folder.json()).message).toBe('"Enero" se creó correctamente');
    const english = await t.request("PATCH", `/api/channels/${channel.id}`, { cookie, body: { name: "Cooking!" } });
    expect((await english.json()).message).toBe("Channel updated successfully");
  });
});

describe("mails in the member's language", () => {
  it("sends the sign-up confirmation in the language the account signed up in", async () => {
    const res = await t.request("POST", "/api/auth/sign-up/email", {
      headers: { "accept-language": "es-ES,es;q=0.9" },
      body: { email: "lucia@example.com", password: "correct-horse", name: "Lucía" },
    });
    expect(res.status).toBe(200);
    const outbox = path.join(t.config.dataDir, "outbox");
    const mail = readdirSync(outbox)
      .filter((file) => file.includes("lucia@example.com"))
      .map((file) => readFileSync(path.join(outbox, file), "utf8"))
      .join("\n");
    // Quoted-printable: soft line breaks and =XX bytes, decoded as UTF-8.
    const text = Buffer.from(
      mail
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
    expect(text).toContain("Confirma tu dirección de correo para Scriptloom abriendo este enlace:");
    expect(text).not.toContain("Confirm your e-mail address");
  });
});
