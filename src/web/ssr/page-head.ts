import type { Activity } from "../../domain/activity.ts";
import { responsiveImage } from "../../domain/image.ts";
import type { NewsArticle } from "../../domain/news.ts";
import { activityPath, newsArticlePath } from "../../domain/paths.ts";

/**
 * What a server-rendered page says about itself in <head>: its title (the same text
 * usePageTitle sets when the application draws the page), its description, its
 * canonical address, its picture for link previews, its structured data for search engines,
 * and the picture to fetch first (the largest paint).
 */
export interface PageHead {
  /** The page's own name; the tab shows "<title> | <the association's short name>" (the short name alone without). */
  title?: string;
  description: string;
  /** The path this page is known by (query strings of the search page kept). */
  canonicalPath: string;
  type?: "website" | "article";
  /** A stored or external image URL (absolute or /media/...). */
  image?: string | null;
  /** The cover drawn with fetchpriority=high at the top of the page. */
  preloadImage?: { url: string; sizes: string } | null;
  jsonLd?: object;
  /** The page says what it could not find (an unknown plaine or article): answered with the 404 status. */
  notFound?: boolean;
}

const DESCRIPTION_LENGTH = 160;

/** One line of at most 160 characters, cut at a word, for meta descriptions. */
export function summary(text: string): string {
  const line = text
    .replace(/\[(title|image):[^\]]*\]/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 80)).trimEnd()}…`;
}

/** Who the site is, as its head and structured data name it (the association's settings). */
export interface SiteName {
  name: string;
  shortName: string;
}

function fullTitle(title: string | undefined, site: SiteName): string {
  return title ? `${title} | ${site.shortName}` : site.shortName;
}

function absolute(publicUrl: string, url: string): string {
  return new URL(url, publicUrl).href;
}

/** The largest stored width for link previews (they show big cards), the URL itself otherwise. */
function previewImage(publicUrl: string, url: string): string {
  const { srcSet, src } = responsiveImage(url);
  const largest = srcSet?.split(", ").at(-1)?.split(" ")[0];
  return absolute(publicUrl, largest ?? src);
}

const ORGANISATION = (publicUrl: string, site: SiteName) => ({ "@type": "Organization", name: site.name, url: publicUrl });

/** schema.org availability from the remaining places (spec §4: full at 0; the "few places" alert when set). */
function availability(activity: Pick<Activity, "remainingSpots" | "alertePlacesLimitees">): string {
  if (activity.remainingSpots <= 0) return "https://schema.org/SoldOut";
  return activity.alertePlacesLimitees ? "https://schema.org/LimitedAvailability" : "https://schema.org/InStock";
}

/** A plaine as a schema.org Event: its dates, place, price, places left and ages. */
export function activityJsonLd(activity: Activity, publicUrl: string, site: SiteName): object {
  const url = absolute(publicUrl, activityPath(activity.id));
  const { location } = activity;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: activity.title,
    description: summary(activity.excerpt ?? activity.description),
    url,
    startDate: activity.startDate,
    endDate: activity.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: location.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: location.address,
        postalCode: location.postalCode,
        addressLocality: location.city,
        addressCountry: "BE",
      },
      ...(location.coordinates
        ? { geo: { "@type": "GeoCoordinates", latitude: location.coordinates.lat, longitude: location.coordinates.lng } }
        : {}),
    },
    ...(activity.imageUrl ? { image: [previewImage(publicUrl, activity.imageUrl)] } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: (activity.price.standard / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: availability(activity),
    },
    maximumAttendeeCapacity: activity.capacity,
    remainingAttendeeCapacity: Math.max(0, activity.remainingSpots),
    typicalAgeRange: `${activity.ageRange.min}-${activity.ageRange.max}`,
    audience: {
      "@type": "PeopleAudience",
      suggestedMinAge: activity.ageRange.min,
      suggestedMaxAge: activity.ageRange.max,
    },
    organizer: ORGANISATION(publicUrl, site),
  };
}

/** An article as a schema.org NewsArticle. */
export function articleJsonLd(article: NewsArticle, publicUrl: string, site: SiteName): object {
  const url = absolute(publicUrl, newsArticlePath(article.id));
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: summary(article.excerpt ?? article.content),
    url,
    mainEntityOfPage: url,
    datePublished: article.publishDate,
    dateModified: article.updatedAt,
    ...(article.imageUrl ? { image: [previewImage(publicUrl, article.imageUrl)] } : {}),
    author: ORGANISATION(publicUrl, site),
    publisher: ORGANISATION(publicUrl, site),
  };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The <title> of an application page drawn on the server, as usePageTitle sets it once in the browser. */
export function renderTitle(title: string | undefined, site: SiteName): string {
  return `<title>${escapeHtml(fullTitle(title, site))}</title>`;
}

/** The <head> elements of a page, as HTML. */
export function renderHead(head: PageHead, publicUrl: string, site: SiteName): string {
  const title = fullTitle(head.title, site);
  const canonical = absolute(publicUrl, head.canonicalPath);
  const image = head.image ? previewImage(publicUrl, head.image) : null;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.shortName)}" />`,
    `<meta property="og:locale" content="fr_BE" />`,
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title ?? site.shortName)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title ?? site.shortName)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    );
  }
  if (head.preloadImage) {
    const { src, srcSet } = responsiveImage(head.preloadImage.url);
    tags.push(
      srcSet
        ? `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`
        : `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`,
    );
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join("\n    ");
}
