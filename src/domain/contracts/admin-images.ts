/**
 * Image upload for the administrators' forms. The browser sends the file's bytes as the request
 * body (so it can report progress), with the bucket and the original file name in the query
 * string; the server checks the type by content and the size (never reading past 5 MB), stores
 * WebP variants and answers the image's URL, which the form then saves with its record.
 */
import { apiPath } from "./api-path.ts";

export const adminImagePaths = {
  upload: apiPath("/api/admin/images"),
};

export const UPLOAD_BUCKETS = ["activities", "news"] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/** POST /api/admin/images?bucket=&name= */
export type ImageUploadQuery = { bucket: UploadBucket; name: string };

/** POST /api/admin/images */
export interface ImageUploadResponse {
  url: string;
  width: number;
  height: number;
}
