import { isApiErrorBody } from "../../../../../domain/api-error.ts";
import {
  adminImagePaths,
  type ImageUploadQuery,
  type ImageUploadResponse,
  type UploadBucket,
} from "../../../../../domain/contracts/admin-images.ts";
import { type ImageUpload, UPLOAD_ERROR_MESSAGE } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { ApiError, apiUrl, sessionExpired } from "../../../../lib/api-client.ts";

/** The server's French reason (too large, not an image...) when it gave one, the spec's message otherwise. */
function uploadError(status: number, body: string): ApiError {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    payload = undefined;
  }
  if (isApiErrorBody(payload) && payload.error.message) {
    return new ApiError(status, payload.error.code, payload.error.message, payload.error.fields);
  }
  return new ApiError(status, status >= 500 ? "INTERNAL" : "BAD_REQUEST", UPLOAD_ERROR_MESSAGE);
}

/**
 * Sends a file's bytes as they are (the server reads its type from them) and resolves to the
 * server's JSON answer, once `isAnswer` recognises it. XMLHttpRequest rather than fetch: only it
 * reports how much of the body has gone, for the field's progress bar. Same cookie session and
 * same origin as every other API call (lib/api-client.ts); the browser adds the Origin header the
 * server checks.
 */
export function uploadFile<T>(
  method: "POST" | "PUT",
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  isAnswer: (answer: unknown) => answer is T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 401) {
        reject(sessionExpired());
        return;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(uploadError(request.status, request.responseText));
        return;
      }
      try {
        const answer: unknown = JSON.parse(request.responseText);
        if (!isAnswer(answer)) throw new TypeError("answer");
        onProgress(1);
        resolve(answer);
      } catch {
        reject(new ApiError(request.status, "INVALID_RESPONSE", UPLOAD_ERROR_MESSAGE));
      }
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK", UPLOAD_ERROR_MESSAGE));
    request.onabort = () => reject(new ApiError(0, "NETWORK", UPLOAD_ERROR_MESSAGE));
    request.send(file);
  });
}

const isStoredImage = (answer: unknown): answer is ImageUploadResponse =>
  typeof answer === "object" && answer !== null && typeof (answer as ImageUploadResponse).url === "string";

/** Sends an image of a plaine or an article and resolves to where it is stored. */
export function uploadImage(bucket: UploadBucket, file: File, onProgress: (fraction: number) => void): Promise<ImageUploadResponse> {
  const query: ImageUploadQuery = { bucket, name: file.name };
  return uploadFile("POST", apiUrl(adminImagePaths.upload.url(), query), file, onProgress, isStoredImage);
}

/** The `upload` an image field of a form takes: the image goes to `bucket`, the field keeps its URL. */
export function imageUploader(bucket: UploadBucket): ImageUpload {
  return async (file, onProgress) => (await uploadImage(bucket, file, onProgress)).url;
}
