/**
 * A file name for Content-Disposition (inline: the browser shows it when it can): plain ASCII as
 * `filename`, the name as sent in `filename*`; `fallback` when nothing of it is ASCII.
 */
export function inlineDisposition(fileName: string, fallback: string): string {
  const ascii =
    fileName
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\;]/g, "") || fallback;
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
