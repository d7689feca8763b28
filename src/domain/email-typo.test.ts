import { describe, expect, it } from "vitest";
import { editDistance, suggestEmailCorrection } from "./email-typo.ts";

describe("suggestEmailCorrection", () => {
  it.each([
    ["camille@gmial.con", "camille@gmail.com"],
    ["camille@hotmial.com", "camille@hotmail.com"],
    ["camille@gmail.cm", "camille@gmail.com"],
    ["camille@gmail.co", "camille@gmail.com"],
    ["camille@yahoo.fe", "camille@yahoo.fr"],
    ["camille@skynet.bee", "camille@skynet.be"],
    ["camille@telenet.b", "camille@telenet.be"],
    ["camille@outlok.be", "camille@outlook.be"],
    ["camille@hotmail.bee", "camille@hotmail.be"],
    ["camille@icloud.con", "camille@icloud.com"],
    ["camille@prximus.be", "camille@proximus.be"],
    ["camille@vooo.be", "camille@voo.be"],
    ["camille@scarlett.be", "camille@scarlet.be"],
  ])("%s → %s", (typed, meant) => {
    expect(suggestEmailCorrection(typed)).toBe(meant);
  });

  it("reads a provider's name with another ending as its one domain", () => {
    expect(suggestEmailCorrection("camille@gmail.be")).toBe("camille@gmail.com");
    expect(suggestEmailCorrection("camille@telenet.com")).toBe("camille@telenet.be");
    expect(suggestEmailCorrection("camille@gmail")).toBe("camille@gmail.com");
  });

  it("keeps what comes before the @ as typed, and reads the domain in any case", () => {
    expect(suggestEmailCorrection("  Camille.Dupont+plaines@GMIAL.COM ")).toBe("Camille.Dupont+plaines@gmail.com");
  });

  it("suggests nothing for a right address, a real domain near a known one, or another domain", () => {
    for (const email of [
      "camille@gmail.com",
      "camille@hotmail.be",
      "camille@hotmail.fr",
      "camille@live.be",
      "camille@me.com",
      "camille@mac.com",
      "camille@mail.com",
      "camille@voo.be",
      "camille@uclouvain.be",
      "camille@ulb.be",
      "camille@example.org",
      "camille@plaines-soleil.be",
      "camille@student.kuleuven.be",
    ]) {
      expect(suggestEmailCorrection(email), email).toBeNull();
    }
  });

  it("suggests nothing until there is an address to read", () => {
    for (const email of ["", "camille", "camille@", "@gmial.com", "camille@gm ail.com"])
      expect(suggestEmailCorrection(email), email).toBeNull();
  });
});

describe("editDistance", () => {
  it("counts a swap of two neighbours as one edit", () => {
    expect(editDistance("gmial", "gmail")).toBe(1);
    expect(editDistance("gmial.con", "gmail.com")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("skynet.be", "skynet.be")).toBe(0);
  });
});
