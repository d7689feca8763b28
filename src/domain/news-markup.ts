/**
 * The small markup of news articles (spec §3), parsed into plain data.
 *
 *   [title:Text]        a heading, on its own line
 *   [image:URL]         an image, on its own line
 *   - item / • item / * item   bullet lists
 *   https://...         links, anywhere in text
 *
 * The result is rendered with React elements only, never as HTML: whatever an article
 * contains ends up as text, so it cannot inject markup or script. URLs are kept only
 * when they are http(s) (or a path on this site for images).
 */
export type Inline = { type: "text"; text: string } | { type: "link"; href: string; text: string };

export type Block =
  | { type: "heading"; text: string }
  | { type: "image"; src: string; alt: string }
  | { type: "list"; items: Inline[][] }
  | { type: "paragraph"; lines: Inline[][] };

const HEADING = /^\[title:\s*(.+?)\s*\]$/i;
const IMAGE = /^\[image:\s*(.+?)\s*\]$/i;
const BULLET = /^[-•*]\s+(.*)$/;
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»]+$/;

/** An absolute http(s) URL, or null. */
function safeHttpUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Images may also live on this site ("/media/..."), but never protocol-relative ("//host"). */
function safeImageUrl(raw: string): string | null {
  if (/^\/(?!\/)[^\s"'<>\\]*$/.test(raw)) return raw;
  return safeHttpUrl(raw);
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    let raw = match[0];
    const trailing = TRAILING_PUNCTUATION.exec(raw)?.[0] ?? "";
    // Keep a closing parenthesis that belongs to the URL, e.g. .../Plaine_(Belgique)
    const keepParen = trailing.startsWith(")") && raw.includes("(") ? 1 : 0;
    raw = raw.slice(0, raw.length - trailing.length + keepParen);
    const href = safeHttpUrl(raw);
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ type: "text", text: text.slice(last, start) });
    parts.push({ type: "link", href, text: raw });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ type: "text", text: text.slice(last) });
  return parts;
}

export function parseNewsMarkup(content: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Inline[][] | null = null;
  const close = () => {
    paragraph = null;
    list = null;
  };

  for (const rawLine of content.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (!line) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      blocks.push({ type: "heading", text: heading[1] });
      continue;
    }
    const image = IMAGE.exec(line);
    if (image) {
      close();
      const src = safeImageUrl(image[1]);
      // An unsafe image URL is shown as the text that was written, so the author sees the mistake.
      if (src) blocks.push({ type: "image", src, alt: "" });
      else blocks.push({ type: "paragraph", lines: [[{ type: "text", text: line }]] });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      paragraph = null;
      if (!list) {
        list = [];
        blocks.push({ type: "list", items: list });
      }
      list.push(parseInline(bullet[1]));
      continue;
    }
    list = null;
    if (!paragraph) {
      paragraph = [];
      blocks.push({ type: "paragraph", lines: paragraph });
    }
    paragraph.push(parseInline(line));
  }
  return blocks;
}
