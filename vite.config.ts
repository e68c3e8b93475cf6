import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: "src/client",
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
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
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
