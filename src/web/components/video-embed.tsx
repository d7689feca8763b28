import { extractVideoId, videoEmbedUrl } from "../../domain/video.ts";

/**
 * A video player in a 16:9 frame, only for links where a video id can be found;
 * anything else renders nothing (no arbitrary iframe source).
 */
export function VideoEmbed({ url, title }: { url: string | null | undefined; title: string }) {
  const videoId = extractVideoId(url);
  if (!videoId) return null;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-sm">
      <iframe
        src={videoEmbedUrl(videoId)}
        title={title}
        className="size-full"
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
