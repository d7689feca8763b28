/**
 * How wide the cover of a plaine's or an article's own page is drawn. The page's <img> and the
 * server's preload of that picture (ssr/page-loaders.ts) must say the same, or the browser
 * would fetch two widths. The cards of the lists share one width: a third of the grid, half of
 * it on a tablet, the whole screen on a phone.
 */
export const COVER_SIZES = {
  activityPage: "(min-width: 1152px) 1104px, 100vw",
  articlePage: "(min-width: 768px) 720px, 100vw",
  card: "(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw",
} as const;
