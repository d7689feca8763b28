import Newspaper from "lucide-react/icons/newspaper";
import Sun from "lucide-react/icons/sun";
import { cn } from "../lib/cn.ts";
import { ResponsiveImage } from "./ui/responsive-image.tsx";

/** What each kind of record shows without a picture, and how its picture is described. */
const KINDS = {
  /** A plaine: a sunny placeholder. */
  activity: {
    Icon: Sun,
    placeholder: "from-brand-100 to-amber-100",
    icon: "text-brand-700",
    alt: (title: string) => `Illustration de la plaine «\u00a0${title}\u00a0»`,
  },
  /** A news article: a calm placeholder. */
  news: {
    Icon: Newspaper,
    placeholder: "from-sky-100 to-brand-100",
    icon: "text-sky-800",
    alt: (title: string) => `Illustration de l'article «\u00a0${title}\u00a0»`,
  },
};

interface CoverImageProps {
  kind: keyof typeof KINDS;
  url: string | null;
  /** The record's title, which describes its picture. */
  title: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A plaine's or an article's picture in a 16:9 box, or a placeholder of its kind when it has none. */
export function CoverImage({ kind, url, title, sizes, priority, className }: CoverImageProps) {
  const { Icon, placeholder, icon, alt } = KINDS[kind];
  if (!url) {
    return (
      <div aria-hidden="true" className={cn(`grid aspect-video place-items-center bg-gradient-to-br ${placeholder}`, className)}>
        <Icon className={`size-12 ${icon}`} />
      </div>
    );
  }
  return (
    <ResponsiveImage
      url={url}
      alt={alt(title)}
      sizes={sizes}
      priority={priority}
      className={cn("aspect-video w-full bg-slate-100 object-cover", className)}
    />
  );
}
