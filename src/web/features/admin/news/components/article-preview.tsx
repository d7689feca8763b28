import Eye from "lucide-react/icons/eye";
import { formatDateFr, isIsoDate } from "../../../../../domain/dates.ts";
import { cn } from "../../../../lib/cn.ts";
import { CoverImage } from "../../../../components/cover-image.tsx";
import { VideoEmbed } from "../../../../components/video-embed.tsx";
import { NewsContent } from "../../../../components/news-content.tsx";
import { acceptedImageUrl } from "../news-fields.ts";

export interface ArticlePreviewValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  videoUrl: string;
  publishDate: string;
}

/**
 * The article as its public page will show it, while it is typed: the content goes through the
 * public page's own renderer (NewsContent), so a heading, a list or a link looks here as it will there.
 */
export function ArticlePreview({ values, className }: { values: ArticlePreviewValues; className?: string }) {
  const title = values.title.trim();
  const excerpt = values.excerpt.trim();
  const content = values.content.trim();
  const date = values.publishDate.trim();
  return (
    // Focusable: on wide screens the preview scrolls on its own, and the keyboard must reach its end.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus (axe: scrollable-region-focusable)
    <section aria-labelledby="article-preview-title" tabIndex={0} className={cn("space-y-4", className)}>
      <h2 id="article-preview-title" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase">
        <Eye aria-hidden="true" className="size-4" />
        Aperçu
      </h2>
      <div
        data-testid="article-preview"
        className="space-y-5 overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="overflow-hidden rounded-xl">
          <CoverImage kind="news" url={acceptedImageUrl(values.imageUrl)} title={title} sizes="(min-width: 1280px) 480px, 100vw" />
        </div>
        <div className="space-y-2">
          {isIsoDate(date) && (
            <time dateTime={date} className="text-sm font-medium text-muted">
              {formatDateFr(date)}
            </time>
          )}
          <p
            className={title ? "text-3xl font-extrabold tracking-tight text-ink" : "text-3xl font-extrabold tracking-tight text-slate-500"}
          >
            {title || "Titre de l'article"}
          </p>
          {excerpt && <p className="text-xl text-muted">{excerpt}</p>}
        </div>
        {content ? (
          <NewsContent content={content} articleTitle={title} />
        ) : (
          <p className="text-muted">Le contenu s'affiche ici au fil de la saisie.</p>
        )}
        {/* Nothing for a link that cannot be embedded, as on the public page. */}
        <VideoEmbed url={values.videoUrl.trim() || null} title={`Vidéo\u00a0: ${title}`} />
      </div>
    </section>
  );
}
