import { useController } from "react-hook-form";
import type { ActivityFormInput } from "../../../../../domain/contracts/admin-activities-input.ts";
import { ImageUploadField } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { imageUploader } from "../../images/api/upload-image.ts";
import { ACTIVITY_FIELD_LABELS } from "../activity-fields.ts";

const uploadActivityImage = imageUploader("activities");

/** The plaine's picture: uploaded at once to the plaines' bucket, its URL kept in the form ("" for none). */
export function ActivityImageField({ disabled }: { disabled?: boolean }) {
  const { field, fieldState } = useController<ActivityFormInput, "imageUrl">({ name: "imageUrl" });
  return (
    <ImageUploadField
      label={ACTIVITY_FIELD_LABELS.imageUrl}
      value={field.value || null}
      onChange={(url) => field.onChange(url ?? "")}
      upload={uploadActivityImage}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}
