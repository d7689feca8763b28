import { imageUploader } from "../../images/api/upload-image.ts";

/** Article images go to the "news" bucket. */
export const newsImageUpload = imageUploader("news");
