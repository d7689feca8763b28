import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const repoRoot = import.meta.dirname;
const apiServer = "http://localhost:3000";

/**
 * The front end lives in src/web and is built into dist/web, which the Fastify server serves
 * (hashed files under assets/ are cached for a year there). In development Vite serves the page
 * and forwards API and image requests to the server, so cookies stay first-party.
 */
export default defineConfig({
  root: path.join(repoRoot, "src/web"),
  publicDir: path.join(repoRoot, "src/web/public"),
  plugins: [react(), tailwindcss()],
  build: {
    // WEB_DIR: the same setting the server reads, so a second build can live beside the first.
    outDir: process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(repoRoot, "dist/web"),
    emptyOutDir: true,
    assetsDir: "assets",
    // The server's CSP forbids inline scripts and data: fonts; keep every asset a real file.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
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
});
