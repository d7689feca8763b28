import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { RenderedPage } from "../../../domain/public-pages.ts";
import { type PublicAnswerCache, TTL_MS } from "../../http/public-cache.ts";

export type PageEncoding = "br" | "gzip" | "identity";

/** A rendered page as it leaves: its bytes in each encoding, compressed once rather than per visitor. */
export interface CachedPage {
  status: number;
  etag: string;
  bodies: Record<PageEncoding, Buffer>;
}

function encode(page: RenderedPage): CachedPage {
  const html = Buffer.from(page.html, "utf8");
  return {
    status: page.status,
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    bodies: {
      identity: html,
      gzip: gzipSync(html),
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    },
  };
}

/**
 * The rendered HTML of the public pages, by address, for as long as the public answers they
 * are drawn from (http/public-cache.ts): a public page is the same for every visitor (nothing
 * personal is ever rendered on the server), so one render serves them all. Cleared with those
 * answers — by every change that moves places and by the administrators' changes of a plaine or
 * an article (modules/after-commit.ts) — so a change shows at once. Concurrent misses share one
 * render; failures are never remembered.
 */
export class RenderedPageCache {
  private readonly pages = new LRUCache<string, Promise<CachedPage>>({ max: 500, ttl: TTL_MS });

  constructor(answers: Pick<PublicAnswerCache, "onClear">) {
    answers.onClear(() => this.clear());
  }

  /** The page for `url` (path and query string), rendered at most once per address every few seconds. */
  remember(url: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    const cached = this.pages.get(url);
    if (cached) return cached;
    const pending = render().then(encode);
    this.pages.set(url, pending);
    pending.catch(() => this.pages.delete(url));
    return pending;
  }

  /** The page kept for `url`, if any, without rendering it. */
  peek(url: string): Promise<CachedPage> | undefined {
    return this.pages.get(url);
  }

  clear(): void {
    this.pages.clear();
  }
}
