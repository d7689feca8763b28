/**
 * How wide the cover of a plaine's or an article's own page is drawn. The page's <img> and the
 * server's preload of that picture (ssr/page-loaders.ts) must say the same, or the browser
 * would fetch two widths.
 */
export const COVER_SIZES = {
  activityPage: "(min-width: 1152px) 1104px, 100vw",
  articlePage: "(min-width: 768px) 720px, 100vw",
} as const;
