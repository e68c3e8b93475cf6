// Messages kept in the database and shown later (a sync run's error, the analytics state's): kept by
// their catalogue key and values, said in the language of whoever reads them.
import { describe, expect, it } from "vitest";
import { msg } from "../shared/message.ts";
import { AppError } from "./errors.ts";
import { sayStored, storedError, storedMessage } from "./stored-message.ts";
import { youtubeErrorFrom } from "./youtube/api-error.ts";
import { quotaPausedMessage } from "./youtube/quota.ts";

const resetsAt = new Date("2026-06-11T07:00:00Z");

describe("a stored message", () => {
  it("is read in the reader's language, its moment said in that language with UTC named", () => {
    const stored = quotaPausedMessage(resetsAt);
    expect(sayStored("en", stored)).toBe(
      "YouTube's daily quota is used up: syncing is paused until it resets at midnight Pacific time (Jun 11, 2026, 7:00 AM UTC).",
    );
    expect(sayStored("es", stored)).toBe(
      "La cuota diaria de YouTube está agotada: la sincronización está en pausa hasta que se restablezca a medianoche, hora del Pacífico (11 jun 2026, 7:00 UTC).",
    );
    expect(sayStored("ja", stored)).toContain("2026年6月11日 7:00 UTC");
  });

  it("keeps the key and values, not the English text", () => {
    const stored = storedMessage(msg("The sync failed on our side."));
    expect(JSON.parse(stored)).toEqual({ key: "The sync failed on our side." });
    expect(sayStored("pt-BR", stored)).toBe("A sincronização falhou por um problema nosso.");
  });

  it("keeps an error's key and values: YouTube's own words stay as written inside a translated frame", () => {
    const error = youtubeErrorFrom(400, { error: { code: 400, message: "Invalid page token." } });
    const stored = storedError(error, msg("The sync failed on our side."));
    expect(sayStored("en", stored)).toBe(error.message);
    expect(sayStored("es", stored)).toBe(error.messageIn("es"));
    expect(sayStored("es", stored)).not.toBe(error.message);
    expect(sayStored("es", stored)).toContain("Invalid page token.");
    // Anything but an AppError (a bug, Node's network error) is kept as the fallback, in every language.
    expect(sayStored("es", storedError(new TypeError("fetch failed"), msg("The sync failed on our side.")))).toBe(
      "La sincronización falló por un problema nuestro.",
    );
  });

  it("says a message among its values in the same language", () => {
    const failing = msg(
      "The last {failures} syncs of this channel did not complete: its YouTube data is not being refreshed. Last error: {error}",
    );
    const error = new AppError(502, failing, undefined, undefined, {
      params: { failures: 3, error: { text: msg("The sync failed on our side.") } },
    });
    const stored = storedMessage(error.key, error.params);
    expect(JSON.parse(stored).values.error).toEqual({ key: "The sync failed on our side." });
    expect(sayStored("en", stored)).toBe(error.message);
    expect(sayStored("es", stored)).toBe(
      "Las últimas 3 sincronizaciones de este canal no se completaron: sus datos de YouTube no se están actualizando. Último error: La sincronización falló por un problema nuestro.",
    );
  });
});

describe("a row written before messages were stored by their key", () => {
  it("is shown as it was written", () => {
    const old =
      "YouTube's daily quota is used up: syncing is paused until it resets at midnight Pacific time (2026-06-11T07:00:00.000Z).";
    expect(sayStored("es", old)).toBe(old);
    expect(sayStored("es", null)).toBeNull();
  });

  it("is shown as it was written even when it merely starts like a stored one", () => {
    const provider = '{"key": broken';
    expect(sayStored("ja", provider)).toBe(provider);
    expect(sayStored("ja", '{"key":42}')).toBe('{"key":42}');
  });
});
