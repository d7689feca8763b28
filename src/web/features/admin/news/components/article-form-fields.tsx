import { useFormContext, useWatch } from "react-hook-form";
import { EXCERPT_MAX } from "../../../../../domain/contracts/admin-activities-input.ts";
import type { NewsFormInput } from "../../../../../domain/contracts/admin-news-input.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { FormCheckbox } from "../../../../components/form/form-checkbox.tsx";
import { FormTextArea, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { type ImageUpload, ImageUploadField } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { VideoEmbed } from "../../../../components/video-embed.tsx";
import { cn } from "../../../../lib/cn.ts";
import { acceptedImageUrl, NEWS_FIELD_LABELS } from "../news-fields.ts";
import { isScheduled } from "../publication.ts";
import { MarkupHelp } from "./markup-help.tsx";

function ExcerptCounter({ length }: { length: number }) {
  const over = length > EXCERPT_MAX;
  return (
    <span className={cn(over && "font-medium text-red-700")}>
      {length} / {EXCERPT_MAX} caractères
    </span>
  );
}

/** The picture (sent, or an address) and the video, with the video's preview on narrow screens. */
function ArticleMediaFields({ upload, disabled }: { upload: ImageUpload; disabled: boolean }) {
  const { control, setValue, formState } = useFormContext<NewsFormInput>();
  const [imageUrl, videoUrl] = useWatch({ control, name: ["imageUrl", "videoUrl"] });
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-lg font-bold text-ink">Image et vidéo</legend>
      <ImageUploadField
        label={NEWS_FIELD_LABELS.imageUrl}
        value={acceptedImageUrl(imageUrl)}
        upload={upload}
        disabled={disabled}
        onChange={(url) => setValue("imageUrl", url ?? "", { shouldDirty: true, shouldValidate: formState.isSubmitted })}
      />
      <FormTextField
        id="news-image-url"
        name="imageUrl"
        label="Ou l'adresse d'une image"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…"
        hint="Une image déjà en ligne, à la place d'un envoi."
      />
      <FormTextField
        id="news-video-url"
        name="videoUrl"
        label={NEWS_FIELD_LABELS.videoUrl}
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="Une vidéo YouTube, montrée sous l'article."
      />
      {/* The side-by-side preview shows the player on wide screens. */}
      <div className="max-w-md xl:hidden">
        <VideoEmbed url={videoUrl || null} title="Aperçu de la vidéo" />
      </div>
    </fieldset>
  );
}

/** The publication date (which says when a later date will publish it) and the front page. */
function ArticlePublicationFields({ today }: { today: string }) {
  const publishDate = useWatch<NewsFormInput, "publishDate">({ name: "publishDate" });
  const scheduled = typeof publishDate === "string" && publishDate !== "" && isScheduled(publishDate, today);
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-lg font-bold text-ink">Publication</legend>
      <FormTextField
        id="news-publish-date"
        name="publishDate"
        label={NEWS_FIELD_LABELS.publishDate}
        type="date"
        markRequired
        className="sm:max-w-xs"
        hint={
          scheduled
            ? `Programmé\u00a0: l'article paraîtra le ${formatDateFr(publishDate)}.`
            : "L'article paraît sur le site à partir de cette date."
        }
      />
      <FormCheckbox
        id="news-featured"
        name="featured"
        label={
          <>
            <span className="font-medium">Mettre à la une</span>
            <span className="block text-muted">La page d'accueil montre les trois derniers articles à la une.</span>
          </>
        }
      />
    </fieldset>
  );
}

/** The fields of an article, inside the editor's Form: text first, then media, then publication. */
export function ArticleFormFields({ upload, today, disabled }: { upload: ImageUpload; today: string; disabled: boolean }) {
  const { control } = useFormContext<NewsFormInput>();
  const excerpt = useWatch({ control, name: "excerpt" });

  return (
    <div className="space-y-6">
      <FormTextField id="news-title" name="title" label={NEWS_FIELD_LABELS.title} markRequired autoComplete="off" />
      <FormTextArea
        id="news-excerpt"
        name="excerpt"
        label={NEWS_FIELD_LABELS.excerpt}
        rows={2}
        hint={
          <>
            Le résumé des cartes d'actualité. <ExcerptCounter length={(excerpt ?? "").length} />
          </>
        }
      />
      <div className="space-y-3">
        <FormTextArea
          id="news-content"
          name="content"
          label={NEWS_FIELD_LABELS.content}
          markRequired
          rows={10}
          className="[&_textarea]:max-h-[32rem]"
        />
        <MarkupHelp id="news-content-help" />
      </div>

      <ArticleMediaFields upload={upload} disabled={disabled} />

      <ArticlePublicationFields today={today} />
    </div>
  );
}
