import { describe, expect, it } from "vitest";
import { extractVideoId, videoEmbedUrl } from "./video.ts";

describe("extractVideoId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=10", "aqz-KE-bpKQ"],
    ["https://m.youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtu.be/aqz-KE-bpKQ?si=abc", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["  https://youtu.be/aqz-KE-bpKQ  ", "aqz-KE-bpKQ"],
  ])("finds the id in %s", (url, id) => expect(extractVideoId(url)).toBe(id));

  it.each([
    ["an id of 10 characters", "https://youtu.be/aqz-KE-bpK"],
    ["an id of 12 characters", "https://www.youtube.com/watch?v=aqz-KE-bpKQx"],
    ["characters outside the id alphabet", "https://www.youtube.com/watch?v=aqz-KE-bp%22"],
    ["another site", "https://vimeo.com/123456789"],
    ["a look-alike host", "https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ"],
    ["a javascript: URL", "javascript:alert('aqz-KE-bpKQ')"],
    ["no id at all", "https://www.youtube.com/"],
    ["not a URL", "aqz-KE-bpKQ"],
    ["nothing", ""],
  ])("refuses %s", (_, url) => expect(extractVideoId(url)).toBeNull());

  it("accepts null and undefined", () => {
    expect(extractVideoId(null)).toBeNull();
    expect(extractVideoId(undefined)).toBeNull();
  });
});

describe("videoEmbedUrl", () => {
  it("uses the privacy-enhanced player", () => {
    expect(videoEmbedUrl("aqz-KE-bpKQ")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
  });
});
