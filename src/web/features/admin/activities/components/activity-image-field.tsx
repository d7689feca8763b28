import { useController } from "react-hook-form";
import type { ActivityFormInput } from "../../../../../domain/contracts/admin-activities-input.ts";
import { type ImageUpload, ImageUploadField } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { imageUploader } from "../../images/api/upload-image.ts";
import { ACTIVITY_FIELD_LABELS } from "../activity-fields.ts";

const uploadActivityImage = imageUploader("activities");

interface ActivityImageFieldProps {
  disabled?: boolean;
  /** True while a picture is on its way: the form waits for its URL before it can be saved. */
  onUploadingChange: (uploading: boolean) => void;
}

/** The plaine's picture: uploaded at once to the plaines' bucket, its URL kept in the form ("" for none). */
export function ActivityImageField({ disabled, onUploadingChange }: ActivityImageFieldProps) {
  const { field, fieldState } = useController<ActivityFormInput, "imageUrl">({ name: "imageUrl" });
  const upload: ImageUpload = async (file, onProgress) => {
    onUploadingChange(true);
    try {
      return await uploadActivityImage(file, onProgress);
    } finally {
      onUploadingChange(false);
    }
  };
  return (
    <ImageUploadField
      label={ACTIVITY_FIELD_LABELS.imageUrl}
      value={field.value || null}
      onChange={(url) => field.onChange(url ?? "")}
      upload={upload}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}
