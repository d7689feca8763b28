import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const repoRoot = import.meta.dirname;
const apiServer = "http://localhost:3000";

/** WEB_DIR: the same setting the server reads, so a second build can live beside the first. */
const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(repoRoot, "dist/web");

/**
 * The front end lives in src/web and is built into dist/web, which the Fastify server serves
 * (hashed files under assets/ are cached for a year there). `vite build --ssr` builds the public
 * pages' server renderer (src/web/entry-server.tsx) beside it, into dist/web-server: one bundle
 * with everything it uses, so the server needs no React at run time. In development Vite serves
 * the page and forwards API and image requests to the server, so cookies stay first-party.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(repoRoot, "src/web"),
  publicDir: isSsrBuild ? false : path.join(repoRoot, "src/web/public"),
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        outDir: `${webDir}-server`,
        emptyOutDir: true,
        ssr: "entry-server.tsx",
        sourcemap: false,
        // The server renders with the same code the browser hydrates; no copy of the styles or images.
        ssrEmitAssets: false,
        // One file: the server loads a new build as a new module (its address carries the build
        // time), which chunks importing the entry by its bare address would defeat.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: webDir,
        emptyOutDir: true,
        assetsDir: "assets",
        // The server's CSP forbids inline scripts and data: fonts; keep every asset a real file.
        assetsInlineLimit: 0,
        sourcemap: false,
        // Every browser the site supports knows <link rel="modulepreload">: no polyfill to download.
        modulePreload: { polyfill: false },
        // Two pages: index.html, the application drawn in the browser, and public-page.html, the
        // frame of the pages drawn on the server (their small script instead of the application);
        // and after-paint.ts, which starts the application on the pages drawn for one person.
        rolldownOptions: {
          input: {
            app: path.join(repoRoot, "src/web/index.html"),
            public: path.join(repoRoot, "src/web/public-page.html"),
            "after-paint": path.join(repoRoot, "src/web/after-paint.ts"),
          },
        },
      },
  ssr: { noExternal: true },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/media": { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/media": { target: apiServer, changeOrigin: false },
    },
  },
}));
