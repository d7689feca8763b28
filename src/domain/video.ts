/**
 * Video links are embedded only when an 11-character video id can be extracted
 * (spec §5). Anything else is not embedded at all: no arbitrary iframe source.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);

export function extractVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!VIDEO_HOSTS.has(url.hostname.toLowerCase())) return null;

  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined;
  if (url.hostname.toLowerCase() === "youtu.be") candidate = segments[0];
  else if (segments[0] === "watch") candidate = url.searchParams.get("v");
  else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) candidate = segments[1];

  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player: no tracking cookie until the visitor presses play. */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}
