import { describe, expect, it } from "vitest";
import { filtersFromUrl, filtersToSearchParams } from "./search-params.ts";

describe("search filters in the URL", () => {
  it("reads only the known, non-empty filters, trimmed, as typed", () => {
    const params = new URLSearchParams("city=%20Namur%20&age=&birthDate=hier&other=1&maxPrice=90");
    expect(filtersFromUrl(params)).toEqual({ city: "Namur", birthDate: "hier", maxPrice: "90" });
  });

  it("leaves out the spec's minAge and maxAge, which the page no longer offers", () => {
    expect(filtersFromUrl(new URLSearchParams("minAge=3&maxAge=6&age=4"))).toEqual({ age: "4" });
  });

  it("writes the form without empty fields, in a stable order", () => {
    const form = new FormData();
    form.set("maxPrice", "100");
    form.set("city", "  ");
    form.set("birthDate", "2021-03-14");
    form.set("age", "");
    form.set("minAge", "3");
    expect(filtersToSearchParams(form).toString()).toBe("birthDate=2021-03-14&maxPrice=100");
  });
});
