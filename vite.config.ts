import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { compression } from "vite-plugin-compression2";
import { firstPageGroup } from "./tools/first-page-chunk.ts";

const fromRoot = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const apiPort = Number(process.env.PORT ?? 3000);

/**
 * The first page's own chunks start downloading with the entry instead of after it has run: an
 * inline script in index.html adds their modulepreload links when the address is that page's.
 * Other addresses load nothing more (the screens stay lazily loaded, router.tsx).
 */
function preloadFirstPage(pagePath: string, pageModule: string): Plugin {
  return {
    name: "scriptloom:preload-first-page",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rollup.OutputChunk | undefined, seen = new Set<string>()) => {
          if (!start || seen.has(start.fileName)) return seen;
          seen.add(start.fileName);
          for (const file of start.imports) closure(byFile.get(file), seen);
          return seen;
        };
        const eager = closure(chunks.find((c) => c.isEntry));
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(pageModule));
        if (!page) throw new Error(`preloadFirstPage: no chunk for ${pageModule}`);
        const files = [...closure(page)].filter((file) => !eager.has(file)).map((file) => `/${file}`);
        const script =
          `if (location.pathname === ${JSON.stringify(pagePath)}) for (const href of ${JSON.stringify(files)}) {` +
          ` const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href;` +
          ` document.head.append(link); }`;
        // Before the style sheet: an inline script after one waits until it has loaded.
        const at = html.indexOf('<link rel="stylesheet"');
        if (at < 0) throw new Error("preloadFirstPage: index.html has no style sheet link");
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    preloadFirstPage("/auth", "src/client/features/auth/auth-page.tsx"),
    // A .br (quality 11) and a .gz (level 9) next to each built text file, served as they are by
    // src/server/app.ts (index.html is read and compressed once at start-up, see serveClient).
    compression({ algorithms: ["brotliCompress", "gzip"], exclude: [/\.vite\//, /\.html$/], logLevel: "silent" }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src/client", import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    // e2e/platform/bundle-budget.spec.ts reads the manifest to hold the first page to its budget.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What /auth needs beyond the entry as one chunk, not a dozen (tools/first-page-chunk.ts).
            // The form library and the auth client stay out of it: the chunk holds parts every screen
            // shares (the button, the card), most screens have forms only in dialogs, loaded when
            // opened, and only /auth signs in.
            firstPageGroup(fromRoot("src/client/main.tsx"), fromRoot("src/client/features/auth/auth-page.tsx"), {
              forms: /node_modules\/(react-hook-form|@hookform)\//,
              "auth-client":
                /node_modules\/(better-auth|@better-auth|@better-fetch|better-call|nanostores|defu)\/|\/src\/client\/lib\/auth-client\.ts$/,
            }),
            // Likewise what the signed-in shell (the sidebar, the header, their icons) needs beyond the
            // entry and that chunk: one chunk, not twenty of a few hundred bytes each.
            firstPageGroup(
              fromRoot("src/client/main.tsx"),
              fromRoot("src/client/components/layout/app-layout.tsx"),
              {},
              "shell",
            ),
            // What the entry imports statically, every page needs: one chunk. Left to itself, Rolldown
            // cuts it by which lazy chunks share each part (clsx with recharts, the icon factory with
            // every screen), and each cut is one more request before any page can render.
            { name: "app", tags: ["$initial"] },
          ],
        },
      },
    },
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
