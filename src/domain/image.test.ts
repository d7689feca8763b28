import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, responsiveImage, storedImageName, storedImageUrl } from "./image.ts";

describe("storedImageName", () => {
  it("is the timestamp and the original name kept to letters, digits, dot and dash", () => {
    expect(storedImageName("Photo d'été (1).JPG", 1700000000000)).toBe("1700000000000-Photodt1");
    expect(storedImageName("../../etc/passwd.png", 1)).toBe("1-....etcpasswd");
    expect(storedImageName("été.png", 5)).toBe("5-t");
    expect(storedImageName(".png", 5)).toBe("5-image");
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

it("limits uploads to 5 MB", () => {
  expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
});
