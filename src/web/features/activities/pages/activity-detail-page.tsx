import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { isFull } from "../../../../domain/activity.ts";
import { extractVideoId } from "../../../../domain/video.ts";
import { Container } from "../../../components/ui/container.tsx";
import { VideoEmbed } from "../../../components/video-embed.tsx";
import { PageLoadError } from "../../../components/load-error.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { activityQueryOptions } from "../api/get-activity.ts";
import { ActivityDescription } from "../components/activity-description.tsx";
import { ActivityDetailSkeleton } from "../components/activity-detail-skeleton.tsx";
import { ActivityFacts } from "../components/activity-facts.tsx";
import { CoverImage } from "../../../components/cover-image.tsx";
import { COVER_SIZES } from "../../../components/cover-sizes.ts";
import { BackToSearchLink } from "../components/back-to-search-link.tsx";
import { LimitedPlacesBanner } from "../components/limited-places-banner.tsx";
import { PracticalInfoSection } from "../components/practical-info-section.tsx";
import { RegistrationPanel } from "../components/registration-panel.tsx";
import { TariffsSection } from "../components/tariffs-section.tsx";
import { PageTitle } from "../../../components/page-header.tsx";

const DETAIL_ERROR_TITLE = "Impossible de charger les détails de la plaine";

export function ActivityDetailPage() {
  const { id = "" } = useParams();
  const { data: activity, error, isPending } = useQuery(activityQueryOptions(id));
  usePageTitle(activity?.title ?? (error ? "Plaine introuvable" : "Plaine"));

  if (isPending) {
    return (
      <Container className="py-8">
        <ActivityDetailSkeleton />
      </Container>
    );
  }

  if (error) {
    return (
      <PageLoadError title={DETAIL_ERROR_TITLE} error={error}>
        <BackToSearchLink className="mt-6" />
      </PageLoadError>
    );
  }

  return (
    <Container className="py-6 sm:py-10">
      <BackToSearchLink className="mb-6" />
      <article className="space-y-8">
        <div className="overflow-hidden rounded-2xl shadow-sm">
          <CoverImage
            kind="activity"
            url={activity.imageUrl}
            title={activity.title}
            sizes={COVER_SIZES.activityPage}
            priority
            className="max-h-[28rem]"
          />
        </div>

        <header className="space-y-3">
          <PageTitle>{activity.title}</PageTitle>
          <ActivityFacts activity={activity} className="text-base" />
        </header>

        {activity.alertePlacesLimitees && !isFull(activity) && <LimitedPlacesBanner remainingSpots={activity.remainingSpots} />}

        {/* On phones the price and the button come right after the title; on wide screens they sit on the right. */}
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <aside aria-label="Tarif et inscription" className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <RegistrationPanel activity={activity} />
          </aside>

          <div className="space-y-10 lg:col-start-1 lg:row-start-1">
            <section aria-labelledby="description-heading" className="space-y-3">
              <h2 id="description-heading" className="text-xl font-bold text-ink">
                Description
              </h2>
              <ActivityDescription text={activity.description} />
            </section>

            <TariffsSection activity={activity} />

            <PracticalInfoSection activity={activity} />

            <VideoSection url={activity.videoUrl} title={activity.title} />
          </div>
        </div>
      </article>
    </Container>
  );
}

function VideoSection({ url, title }: { url: string | null; title: string }) {
  // A link without a recognisable video is not embedded: then no heading either.
  if (!extractVideoId(url)) return null;
  return (
    <section aria-labelledby="video-heading" className="space-y-3">
      <h2 id="video-heading" className="text-xl font-bold text-ink">
        Vidéo
      </h2>
      <VideoEmbed url={url} title={`Vidéo de la plaine «\u00a0${title}\u00a0»`} />
    </section>
  );
}
