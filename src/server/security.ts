import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { msg } from "../shared/message.ts";
import { forbidden } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends Origin (and Sec-Fetch-Site)
 * on non-GET requests, so a write whose Origin is not ours, or that the browser marks cross-site,
 * is refused. Clients without those headers (curl, servers) can't carry a victim's cookies anyway.
 */
export function originCheck(trusted: string[]): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin && !allowed.has(origin)) || site === "cross-site") {
        throw forbidden(msg("Cross-site request refused: open Scriptloom from its own address"));
      }
    }
    await next();
  };
}

/** The CSP hash of each inline <script> of the page, so the theme script may run and nothing else. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`,
  );
}

export function securityHeaders(options: { scriptHashes: string[]; https: boolean }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(" ")}`.trim(),
    // Radix and sonner position popovers and toasts with inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com https://img.youtube.com",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return async (c, next) => {
    await next();
    // On the answer's own headers: `c.header` after the answer is made rebuilds it around its body,
    // which turns @hono/node-server's bytes-as-they-are answer into a copied stream (decision 028).
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (isSubresource(headers.get("content-type"))) return;
    headers.set("Content-Security-Policy", csp);
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
  };
}

/**
 * Scripts, style sheets, fonts and raster images are never shown as a page (nosniff holds them to
 * their type), so the document-only headers (CSP, framing, opener) would only be bytes on each of
 * the page's requests. Everything else, the page, API answers and SVG (which can run script), keeps them.
 */
const SUBRESOURCE_TYPE =
  /^(text\/css|text\/javascript|application\/javascript|font\/|image\/(?!svg)|application\/wasm)/i;

function isSubresource(contentType: string | null | undefined): boolean {
  return contentType ? SUBRESOURCE_TYPE.test(contentType) : false;
}
