import type { NewsArticle } from "../../../../domain/news.ts";
import { NewsDate } from "./news-date.tsx";
import { CoverImage } from "../../../components/cover-image.tsx";
import { COVER_SIZES } from "../../../components/cover-sizes.ts";
import { LinkCard, LinkCardTitle } from "../../../components/ui/link-card.tsx";

interface NewsCardProps {
  article: NewsArticle;
  /** Home cards open /news/{id}, the news list opens /actualites/{id}: both show the article. */
  href: string;
  headingLevel?: 2 | 3;
}

/** An article teaser; the title link's ::after makes the whole card clickable. */
export function NewsCard({ article, href, headingLevel = 3 }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <LinkCard testId="news-card" fill>
      <CoverImage kind="news" url={article.imageUrl} title={article.title} sizes={COVER_SIZES.card} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <NewsDate date={article.publishDate} />
        <Heading className="text-lg font-bold text-ink">
          <LinkCardTitle to={href}>{article.title}</LinkCardTitle>
        </Heading>
        {article.excerpt && <p className="line-clamp-3 text-sm text-muted">{article.excerpt}</p>}
        <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-brand-800">
          Lire la suite →
        </span>
      </div>
    </LinkCard>
  );
}
