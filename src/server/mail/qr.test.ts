import { describe, expect, it } from "vitest";
import { epcQrPayload } from "../../domain/epc-qr.ts";
import { decodeQrPng } from "../../../tests/support/qr.ts";
import { qrPng } from "./qr.ts";

describe("QR images of EPC payloads", () => {
  const payload = epcQrPayload({
    bic: "TRIOBEBB",
    beneficiaryName: "Plaines Soleil ASBL",
    iban: "BE68 5390 0754 7034",
    amountCents: 15000,
    reference: "123456789002",
  });

  it("decodes back to exactly the payload, empty lines included", async () => {
    const png = await qrPng(payload);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(decodeQrPng(png)).toBe(payload);
  });
});
