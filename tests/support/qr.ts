import jsQR from "jsqr";
import { PNG } from "pngjs";

/** Reads a QR code back from a PNG, as a banking app's camera would; null when none is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
