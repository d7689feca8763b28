import Sun from "lucide-react/icons/sun";
import { ResponsiveImage } from "../../../components/ui/responsive-image.tsx";
import { cn } from "../../../lib/cn.ts";

interface ActivityImageProps {
  url: string | null;
  title: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** The plaine's picture in a 16:9 box, or a sunny placeholder when it has none. */
export function ActivityImage({ url, title, sizes, priority, className }: ActivityImageProps) {
  if (!url) {
    return (
      <div
        aria-hidden="true"
        className={cn("grid aspect-video place-items-center bg-gradient-to-br from-brand-100 to-amber-100", className)}
      >
        <Sun className="size-12 text-brand-700" />
      </div>
    );
  }
  return (
    <ResponsiveImage
      url={url}
      alt={`Illustration de la plaine « ${title} »`}
      sizes={sizes}
      priority={priority}
      className={cn("aspect-video w-full bg-slate-100 object-cover", className)}
    />
  );
}
