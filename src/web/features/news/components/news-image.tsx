import Newspaper from "lucide-react/icons/newspaper";
import { ResponsiveImage } from "../../../components/ui/responsive-image.tsx";
import { cn } from "../../../lib/cn.ts";

interface NewsImageProps {
  url: string | null;
  title: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** The article's picture in a 16:9 box, or a calm placeholder when it has none. */
export function NewsImage({ url, title, sizes, priority, className }: NewsImageProps) {
  if (!url) {
    return (
      <div aria-hidden="true" className={cn("grid aspect-video place-items-center bg-gradient-to-br from-sky-100 to-brand-100", className)}>
        <Newspaper className="size-12 text-sky-800" />
      </div>
    );
  }
  return (
    <ResponsiveImage
      url={url}
      alt={`Illustration de l'article « ${title} »`}
      sizes={sizes}
      priority={priority}
      className={cn("aspect-video w-full bg-slate-100 object-cover", className)}
    />
  );
}
