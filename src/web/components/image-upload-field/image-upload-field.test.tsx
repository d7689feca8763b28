import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR } from "../../../domain/image.ts";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { type ImageUpload, ImageUploadField, PREVIEW_ALT, REMOVE_IMAGE_LABEL, UPLOAD_ERROR_MESSAGE } from "./image-upload-field.tsx";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

function png(size = 64, name = "plaine.png") {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: "image/png" });
}

/** The field in a form that keeps the stored URL, as the plaine and news forms will. */
function Form({ upload, initial = null }: { upload: ImageUpload; initial?: string | null }) {
  const [url, setUrl] = useState<string | null>(initial);
  return (
    <>
      <ImageUploadField label="Image de la plaine" value={url} onChange={setUrl} upload={upload} />
      <output>{url ?? "aucune"}</output>
    </>
  );
}

function fileInput() {
  return screen.getByLabelText<HTMLInputElement>("Image de la plaine", { selector: "input" });
}

describe("ImageUploadField", () => {
  it("refuses a text file named .jpg by its content, without sending it", async () => {
    const user = userEvent.setup();
    const upload = vi.fn<ImageUpload>();
    renderWithApp(<Form upload={upload} />);
    await user.upload(fileInput(), new File(["Bonjour, je ne suis pas une photo"], "photo.jpg", { type: "image/jpeg" }));
    expect((await screen.findByRole("alert")).textContent).toBe(IMAGE_TYPE_ERROR);
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses an image over 5 MB before calling upload", async () => {
    const user = userEvent.setup();
    const upload = vi.fn<ImageUpload>();
    renderWithApp(<Form upload={upload} />);
    await user.upload(fileInput(), png(IMAGE_MAX_BYTES + 1));
    expect((await screen.findByRole("alert")).textContent).toBe(IMAGE_SIZE_ERROR);
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the image and the progress while it uploads, then keeps the stored URL", async () => {
    const user = userEvent.setup();
    let report: (fraction: number) => void = () => undefined;
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<ImageUpload>((_file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    renderWithApp(<Form upload={upload} />);

    await user.upload(fileInput(), png());
    expect(await screen.findByRole("img", { name: PREVIEW_ALT })).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0].name).toBe("plaine.png");

    await vi.waitFor(() => report(0.42));
    const bar = await screen.findByRole("progressbar", { name: "Envoi de l'image" });
    await vi.waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("42"));

    finish("/media/activities/1700-plaine.webp");
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("/media/activities/1700-plaine.webp"));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("img", { name: PREVIEW_ALT }).getAttribute("src")).toBe("/media/activities/1700-plaine.webp");
  });

  it("says the upload failed, in the field and in a toast, and keeps the image there was", async () => {
    const user = userEvent.setup();
    const upload = vi.fn<ImageUpload>(() => Promise.reject(new Error("503")));
    renderWithApp(<Form upload={upload} initial="/media/news/ancienne.webp" />);

    await user.upload(fileInput(), png());
    expect((await screen.findByRole("alert")).textContent).toBe(UPLOAD_ERROR_MESSAGE);
    expect(await screen.findByText(UPLOAD_ERROR_MESSAGE, { selector: "[data-title]" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("/media/news/ancienne.webp");
  });

  it("shows the server's own reason when it refused the image", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(413, "PAYLOAD_TOO_LARGE", IMAGE_SIZE_ERROR);
    renderWithApp(<Form upload={vi.fn<ImageUpload>(() => Promise.reject(refusal))} />);
    await user.upload(fileInput(), png());
    expect((await screen.findByRole("alert")).textContent).toBe(IMAGE_SIZE_ERROR);
    expect(await screen.findByText(UPLOAD_ERROR_MESSAGE, { selector: "[data-title]" })).toBeTruthy();
  });

  it("removes the image", async () => {
    const user = userEvent.setup();
    renderWithApp(<Form upload={vi.fn<ImageUpload>()} initial="/media/news/ancienne.webp" />);
    await user.click(screen.getByRole("button", { name: REMOVE_IMAGE_LABEL }));
    expect(screen.getByRole("status").textContent).toBe("aucune");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Choisir une image" })).toBeTruthy();
  });
});
