import { describe, expect, it } from "vitest";
import { parseInline, parseNewsMarkup, type Block } from "./news-markup.ts";

describe("parseNewsMarkup", () => {
  it("turns [title:...] into a heading and [image:...] into an image", () => {
    expect(parseNewsMarkup("[title:Programme]\n[image:https://example.org/a.jpg]")).toEqual<Block[]>([
      { type: "heading", text: "Programme" },
      { type: "image", src: "https://example.org/a.jpg", alt: "" },
    ]);
  });

  it("accepts images stored on this site", () => {
    expect(parseNewsMarkup("[image:/media/news/1-a.webp]")).toEqual([{ type: "image", src: "/media/news/1-a.webp", alt: "" }]);
  });

  it("groups lines starting with -, • or * into one bullet list", () => {
    expect(parseNewsMarkup("- un\n• deux\n* trois")).toEqual([
      {
        type: "list",
        items: [[{ type: "text", text: "un" }], [{ type: "text", text: "deux" }], [{ type: "text", text: "trois" }]],
      },
    ]);
  });

  it("keeps consecutive lines in one paragraph and splits paragraphs on blank lines", () => {
    const blocks = parseNewsMarkup("Ligne 1\nLigne 2\n\nAutre paragraphe");
    expect(blocks).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: "Ligne 1" }], [{ type: "text", text: "Ligne 2" }]] },
      { type: "paragraph", lines: [[{ type: "text", text: "Autre paragraphe" }]] },
    ]);
  });

  it("ends a list at a paragraph line", () => {
    const blocks = parseNewsMarkup("- un\nTexte\n- deux");
    expect(blocks.map((block) => block.type)).toEqual(["list", "paragraph", "list"]);
  });

  it("handles Windows line endings", () => {
    expect(parseNewsMarkup("[title:A]\r\n- b").map((block) => block.type)).toEqual(["heading", "list"]);
  });

  it("does not treat a dash without a following space as a bullet", () => {
    expect(parseNewsMarkup("-5 € de réduction")[0].type).toBe("paragraph");
  });

  describe("injection attempts stay text", () => {
    it("keeps HTML and script as plain text", () => {
      const blocks = parseNewsMarkup('<script>alert(1)</script>\n<img src=x onerror="alert(1)">');
      expect(blocks).toEqual([
        {
          type: "paragraph",
          lines: [[{ type: "text", text: "<script>alert(1)</script>" }], [{ type: "text", text: '<img src=x onerror="alert(1)">' }]],
        },
      ]);
    });

    it("refuses a javascript: image and shows what was written", () => {
      expect(parseNewsMarkup("[image:javascript:alert(1)]")).toEqual([
        { type: "paragraph", lines: [[{ type: "text", text: "[image:javascript:alert(1)]" }]] },
      ]);
    });

    it("refuses data:, protocol-relative and quote-breaking image URLs", () => {
      for (const url of ["data:image/svg+xml,<svg onload=alert(1)>", "//evil.example/x.png", '/x.png" onerror="alert(1)']) {
        expect(parseNewsMarkup(`[image:${url}]`)[0].type).toBe("paragraph");
      }
    });

    it("encodes an attribute-breaking quote inside an image URL instead of keeping it", () => {
      const [block] = parseNewsMarkup('[image:https://example.org/a.png" onerror="alert(1)]');
      expect(block.type).toBe("image");
      expect(block.type === "image" && block.src).not.toContain('"');
    });

    it("does not link javascript: or other schemes", () => {
      expect(parseInline("javascript:alert(1) et mailto:a@b.be")).toEqual([{ type: "text", text: "javascript:alert(1) et mailto:a@b.be" }]);
    });

    it("stops a link at a quote or angle bracket", () => {
      expect(parseInline('https://example.org/a"onmouseover="x')).toEqual([
        { type: "link", href: "https://example.org/a", text: "https://example.org/a" },
        { type: "text", text: '"onmouseover="x' },
      ]);
    });

    it("keeps a heading's text as text", () => {
      expect(parseNewsMarkup("[title:<b onclick=alert(1)>Titre</b>]")).toEqual([
        { type: "heading", text: "<b onclick=alert(1)>Titre</b>" },
      ]);
    });
  });
});

describe("parseInline", () => {
  it("turns URLs into links and leaves the text around them", () => {
    expect(parseInline("Voir https://example.org/faq. Merci")).toEqual([
      { type: "text", text: "Voir " },
      { type: "link", href: "https://example.org/faq", text: "https://example.org/faq" },
      { type: "text", text: ". Merci" },
    ]);
  });

  it("keeps a closing parenthesis that belongs to the URL", () => {
    const parts = parseInline("(voir https://fr.wikipedia.org/wiki/Plaine_(jeux))");
    expect(parts[1]).toEqual({
      type: "link",
      href: "https://fr.wikipedia.org/wiki/Plaine_(jeux)",
      text: "https://fr.wikipedia.org/wiki/Plaine_(jeux)",
    });
  });

  it("finds several links", () => {
    expect(parseInline("http://a.be et https://b.be").filter((part) => part.type === "link")).toHaveLength(2);
  });
});
