import { describe, expect, it } from "vitest";
import { filtersFromUrl, filtersToSearchParams } from "./search-params.ts";

describe("search filters in the URL", () => {
  it("reads only the known, non-empty filters, trimmed, as typed", () => {
    const params = new URLSearchParams("city=%20Namur%20&minAge=&maxAge=abc&other=1&maxPrice=90");
    expect(filtersFromUrl(params)).toEqual({ city: "Namur", maxAge: "abc", maxPrice: "90" });
  });

  it("writes the form without empty fields, in a stable order", () => {
    const form = new FormData();
    form.set("maxPrice", "100");
    form.set("city", "  ");
    form.set("minAge", "3");
    form.set("maxAge", "");
    expect(filtersToSearchParams(form).toString()).toBe("minAge=3&maxPrice=100");
  });
});
