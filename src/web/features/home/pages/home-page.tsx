import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ClosingCta } from "../components/closing-cta.tsx";
import { FeaturedNews } from "../components/featured-news.tsx";
import { Hero } from "../components/hero.tsx";
import { UpcomingActivities } from "../components/upcoming-plaines.tsx";
import { WhyChooseUs } from "../components/why-choose-us.tsx";

export function HomePage() {
  usePageTitle("Accueil");
  return (
    <>
      <Hero />
      <UpcomingActivities />
      <FeaturedNews />
      <WhyChooseUs />
      <ClosingCta />
    </>
  );
}
