import { describe, expect, it } from "vitest";
import {
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  imageTypeOf,
  imageUploadError,
  responsiveImage,
  storedImageName,
  storedImageUrl,
} from "./image.ts";

describe("storedImageName", () => {
  it("is the timestamp, the unique part and the original name kept to letters, digits, dot and dash", () => {
    expect(storedImageName("Photo d'été (1).JPG", "a1b2c3", 1700000000000)).toBe("1700000000000-a1b2c3-Photodt1");
    expect(storedImageName("../../etc/passwd.png", "x", 1)).toBe("1-x-....etcpasswd");
    expect(storedImageName("été.png", "u", 5)).toBe("5-u-t");
    expect(storedImageName(".png", "u", 5)).toBe("5-u-image");
  });

  it("stays short and distinct whatever name arrives", () => {
    const long = `${"a".repeat(300)}.png`;
    const first = storedImageName(long, "0f3e-9a1c-77d2-4b10", 1);
    expect(first.length).toBeLessThanOrEqual(90);
    expect(first).toBe(`1-0f3e9a1c77d2-${"a".repeat(60)}`);
    expect(storedImageName(long, "5be1-02aa", 1)).not.toBe(first);
    expect(storedImageName("x.png", "../../", 1)).toBe("1--x");
  });
});

describe("responsiveImage", () => {
  it("gives every width of a stored image", () => {
    const image = responsiveImage(storedImageUrl("activities", "1700-plaine"));
    expect(image.src).toBe("/media/activities/1700-plaine-960.webp");
    expect(image.srcSet).toBe(
      "/media/activities/1700-plaine-480.webp 480w, /media/activities/1700-plaine-960.webp 960w, /media/activities/1700-plaine-1600.webp 1600w",
    );
  });
  it("uses an external image as it is", () => {
    expect(responsiveImage("https://example.org/a.jpg")).toEqual({ src: "https://example.org/a.jpg" });
  });
});

const FIVE_MB = 5 * 1024 * 1024;
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);

describe("imageTypeOf", () => {
  it("recognises the four accepted formats by their first bytes", () => {
    expect(imageTypeOf(JPEG)).toBe("image/jpeg");
    expect(imageTypeOf(PNG)).toBe("image/png");
    expect(imageTypeOf(ascii("GIF89a\x01\x00"))).toBe("image/gif");
    expect(imageTypeOf(ascii("GIF87a"))).toBe("image/gif");
    expect(imageTypeOf(ascii("RIFF\x24\x00\x00\x00WEBP"))).toBe("image/webp");
  });

  it("refuses anything else, whatever the file is called", () => {
    expect(imageTypeOf(ascii("Bonjour, ceci n'est pas une image"))).toBeNull();
    expect(imageTypeOf(ascii("RIFF\x24\x00\x00\x00WAVE"))).toBeNull();
    expect(imageTypeOf(ascii("<svg xmlns="))).toBeNull();
    expect(imageTypeOf(bytes(0xff, 0xd8))).toBeNull();
    expect(imageTypeOf(bytes())).toBeNull();
  });
});

describe("imageUploadError", () => {
  it("gives the spec's message for a wrong type first, then for a file too large", () => {
    expect(imageUploadError(ascii("texte"), 10)).toBe(IMAGE_TYPE_ERROR);
    expect(imageUploadError(ascii("texte"), FIVE_MB + 1)).toBe(IMAGE_TYPE_ERROR);
    expect(imageUploadError(PNG, FIVE_MB + 1)).toBe(IMAGE_SIZE_ERROR);
    expect(imageUploadError(PNG, FIVE_MB)).toBeNull();
  });
});
