import type { ImgHTMLAttributes } from "react";
import { responsiveImage } from "../../../domain/image.ts";

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> {
  url: string;
  alt: string;
  /** How wide the image is drawn, so the browser picks the smallest file that is sharp enough. */
  sizes: string;
  /** The page's main picture (largest paint): fetched at once instead of lazily. */
  priority?: boolean;
}

/**
 * A stored image in the width that fits the screen. Width and height give the 16:9 box
 * the browser keeps free while it loads, so the page does not jump.
 */
export function ResponsiveImage({ url, alt, sizes, priority = false, width = 1600, height = 900, ...props }: ResponsiveImageProps) {
  const { src, srcSet } = responsiveImage(url);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      {...props}
    />
  );
}
