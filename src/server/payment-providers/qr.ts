import QRCode from "qrcode";

/**
 * QR images of payment payloads. EPC069-12 asks for error correction level M; the margin of
 * 4 modules is the quiet zone readers need. PNG, because e-mail clients do not all show SVG.
 */
const OPTIONS = { errorCorrectionLevel: "M", margin: 4, scale: 6 } as const;

export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...OPTIONS, type: "png" });
}
