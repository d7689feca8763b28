import { describe, expect, it } from "vitest";
import { newsFormSchema } from "../../../../domain/contracts/admin-news-input.ts";
import type { NewsArticle } from "../../../../domain/news.ts";
import { acceptedImageUrl, newsFormValues } from "./news-fields.ts";

/** What the form saves of the article. */
const saved = {
  title: "La plaine d'été",
  excerpt: null,
  content: "Bonjour",
  imageUrl: "/media/news/ete.webp",
  videoUrl: null,
  publishDate: "2027-06-01",
  featured: true,
};

const article: NewsArticle = { id: "a1", ...saved, createdAt: "2027-05-01T10:00:00.000Z", updatedAt: "2027-05-01T10:00:00.000Z" };

describe("newsFormValues", () => {
  it("starts a new article blank, dated today, not featured, and the schema asks for its title and content", () => {
    const values = newsFormValues(null, "2027-07-01");
    expect(values).toEqual({ title: "", excerpt: "", content: "", imageUrl: "", videoUrl: "", publishDate: "2027-07-01", featured: false });
    const issues = newsFormSchema.safeParse(values).error?.issues.map((issue) => issue.path.join("."));
    expect(issues).toEqual(["title", "content"]);
  });

  it("starts an edit from the saved article, blanks for what it lacks, and gives back the same values once checked", () => {
    const values = newsFormValues(article, "2027-07-01");
    expect(values).toEqual({
      title: "La plaine d'été",
      excerpt: "",
      content: "Bonjour",
      imageUrl: "/media/news/ete.webp",
      videoUrl: "",
      publishDate: "2027-06-01",
      featured: true,
    });
    expect(newsFormSchema.parse(values)).toEqual(saved);
  });
});

describe("acceptedImageUrl", () => {
  it("keeps an uploaded image or a web address, and nothing while the address is blank or half typed", () => {
    expect(acceptedImageUrl("/media/news/1700000000-ete.webp")).toBe("/media/news/1700000000-ete.webp");
    expect(acceptedImageUrl(" https://example.org/ete.jpg ")).toBe("https://example.org/ete.jpg");
    expect(acceptedImageUrl("https:/")).toBeNull();
    expect(acceptedImageUrl("")).toBeNull();
    expect(acceptedImageUrl(undefined)).toBeNull();
  });
});
