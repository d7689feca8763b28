import { describe, expect, it } from "vitest";
import { euros, spreadsheetFile } from "./spreadsheet.ts";

const csvRows = async (rows: Parameters<typeof spreadsheetFile>[2]) =>
  (await spreadsheetFile("csv", [{ label: "A" }, { label: "B" }], rows)).toString("utf8").slice(1).trimEnd().split("\r\n").slice(1);

describe("a downloaded table's CSV cells", () => {
  it("a negative amount stays a number; text that starts like a formula gets an apostrophe", async () => {
    expect(await csvRows([[euros(-7_000), "-1+2"]])).toEqual(["-70,00;'-1+2"]);
    expect(await csvRows([["=SUM(A1)", "@cmd"]])).toEqual(["'=SUM(A1);'@cmd"]);
    expect(await csvRows([["-12", "+32 470 12 34 56"]])).toEqual(["-12;'+32 470 12 34 56"]);
  });

  it("a structured communication is written with asterisks, other text as it is", async () => {
    expect(await csvRows([["+++090/9337/55493+++", "Plaine +++ été"]])).toEqual(["***090/9337/55493***;Plaine +++ été"]);
  });
});
