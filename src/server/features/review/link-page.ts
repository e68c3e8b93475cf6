// The page a review link opens (decision 036). A link that was revoked or has expired answers 410
// with a plain page (no app, no data), one that never existed 404; an open one gets the app, which
// shows the guest's page without the app shell.
import type { Context, MiddlewareHandler } from "hono";
import { html } from "hono/html";
import type { InterfaceLanguage } from "../../../shared/interface-language.ts";
import { msg } from "../../../shared/message.ts";
import type { Db } from "../../db/client.ts";
import { linkPageState } from "../../domain/review/review-links.ts";
import { requestLanguage, translate } from "../../i18n.ts";

// A guest has no session: the page speaks the browser's language (Accept-Language, decision 040).
// `&middot;`, not the character: the bundler cannot escape a tagged template's text, and one character
// outside ASCII makes V8 hold the whole server build two bytes a character (decision 009).
const plainPage = (language: InterfaceLanguage, title: string, text: string) => html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} &middot; Scriptloom</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fafafa; color: #18181b; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      @media (prefers-color-scheme: dark) { body { background: #09090b; color: #fafafa; } }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
    </main>
  </body>
</html>`;

export function reviewLinkPage(db: Db): MiddlewareHandler {
  return async (c: Context, next) => {
    const state = await linkPageState(db, c.req.param("token") ?? "");
    const language = requestLanguage(null, c.req.header("accept-language"));
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    if (state === "gone") {
      return c.html(
        plainPage(
          language,
          translate(language, msg("This review link has expired")),
          translate(
            language,
            msg("The link was revoked or is past its date. Ask whoever shared it with you for a new one."),
          ),
        ),
        410,
      );
    }
    if (state === "missing") {
      return c.html(
        plainPage(
          language,
          translate(language, msg("Review link not found")),
          translate(language, msg("Check the address, or ask for a new link.")),
        ),
        404,
      );
    }
    await next();
  };
}
