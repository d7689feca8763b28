import ImagePlus from "lucide-react/icons/image-plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Trash2 from "lucide-react/icons/trash-2";
import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_MIME_TYPES, IMAGE_SIGNATURE_LENGTH, imageUploadError } from "../../../domain/image.ts";
import { isApiError } from "../../lib/api-client.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast.ts";
import { useFileDrop } from "../../lib/use-file-drop.ts";
import { Button } from "../ui/button.tsx";

export const UPLOAD_ERROR_MESSAGE = "Erreur lors de l'upload";
const CHOOSE_IMAGE_LABEL = "Choisir une image";
const REPLACE_IMAGE_LABEL = "Remplacer l'image";
export const REMOVE_IMAGE_LABEL = "Retirer l'image";
export const PREVIEW_ALT = "Aperçu de l'image";

/** Sends the file and resolves to its stored URL, reporting the share sent so far (0 to 1). */
export type ImageUpload = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

/** What a field accepts, checked before a byte is sent (the server checks again), and how it shows the image. */
export interface ImageRules {
  accept: readonly string[];
  /** The refusal of a file, from its first bytes and its size; null when it may go. */
  check: (head: Uint8Array, size: number) => string | null;
  hint: string;
  previewClassName: string;
}

/** A plaine's or an article's picture (spec §5). */
const PICTURE_RULES: ImageRules = {
  accept: IMAGE_MIME_TYPES,
  check: imageUploadError,
  hint: "JPG, PNG, WebP ou GIF, 5 MB maximum.",
  previewClassName: "aspect-video w-full max-w-md object-cover",
};

export interface ImageUploadFieldProps {
  label: string;
  /** The image's URL as saved; null without one. */
  value: string | null;
  /** The stored URL once a new image is uploaded, or null when the image is removed. */
  onChange: (url: string | null) => void;
  upload: ImageUpload;
  /** A message from the form about this field (e.g. required). */
  error?: string;
  disabled?: boolean;
  /** What it accepts and how it shows it: a picture unless told otherwise. */
  rules?: ImageRules;
}

/** The file's own first bytes and size, checked before a single byte is sent. */
async function checkImage(file: File, rules: ImageRules): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer());
  return rules.check(head, file.size);
}

/**
 * Sends a picked or dropped image: checked here first, shown at once from the file while it is
 * sent, then handed to `onChange` as its stored URL; a refusal becomes the field's problem.
 */
function useImageSend(upload: ImageUpload, onChange: (url: string) => void, rules: ImageRules) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The local preview is a blob: URL; give its memory back when it is replaced or the field goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const send = async (file: File) => {
    const refused = await checkImage(file, rules);
    setProblem(refused);
    if (refused) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      onChange(await upload(file, (fraction) => setProgress(Math.round(fraction * 100))));
    } catch (cause) {
      // The server's own reason (too large, not an image) when it gave one.
      const reason = isApiError(cause) ? cause.message : UPLOAD_ERROR_MESSAGE;
      setProblem(reason);
      toast.error(UPLOAD_ERROR_MESSAGE, reason === UPLOAD_ERROR_MESSAGE ? undefined : reason);
    } finally {
      setPreview(null);
      setProgress(null);
    }
  };

  return { preview, progress, problem, send };
}

/** How much of the image is sent. */
function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="max-w-md space-y-1">
      <div
        role="progressbar"
        aria-label="Envoi de l'image"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">Envoi en cours... {percent} %</p>
    </div>
  );
}

interface ImagePreviewProps {
  /** The image being sent (a blob: URL), else the saved one. */
  src: string;
  className: string;
  /** The share sent in percent, null while nothing is being sent. */
  progress: number | null;
  disabled: boolean;
  describedBy: string;
  onReplace: () => void;
  onRemove: () => void;
}

/** The image shown, how much of it is sent, and the buttons that replace or remove it. */
function ImagePreview({ src, className, progress, disabled, describedBy, onReplace, onRemove }: ImagePreviewProps) {
  return (
    <div className="space-y-3">
      <img src={src} alt={PREVIEW_ALT} className={cn("rounded-xl border border-slate-200 bg-slate-50", className)} />
      {progress !== null && <UploadProgress percent={progress} />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onReplace} disabled={disabled} aria-describedby={describedBy}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {REPLACE_IMAGE_LABEL}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
          <Trash2 aria-hidden="true" className="size-4" />
          {REMOVE_IMAGE_LABEL}
        </Button>
      </div>
    </div>
  );
}

/**
 * An image of a plaine or an article (or, with its own `rules`, the association's logo): drop it on the
 * zone or pick it, see it at once, follow the upload on a progress bar. A file that is not really
 * of an accepted type (whatever its name), or is too large, is refused before it is sent; a
 * refusal of the server shows its French reason. The field does not know the endpoint: the form
 * gives it `upload`.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  upload,
  error,
  disabled = false,
  rules = PICTURE_RULES,
}: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preview, progress, problem, send } = useImageSend(upload, onChange, rules);
  const uploading = progress !== null;
  const message = problem ?? error;

  const { dragging, dropHandlers } = useFileDrop(([file]) => {
    if (file && !uploading && !disabled) void send(file);
  });

  const shown = preview ?? value;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(" ");
  const pick = () => input.current?.click();

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <input
        ref={input}
        type="file"
        accept={rules.accept.join(",")}
        aria-label={label}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      {shown ? (
        <ImagePreview
          src={shown}
          className={rules.previewClassName}
          progress={progress}
          disabled={uploading || disabled}
          describedBy={describedBy}
          onReplace={pick}
          onRemove={() => onChange(null)}
        />
      ) : (
        <div
          {...dropHandlers}
          className={cn(
            "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition-colors",
            dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-white",
            message && "border-red-600",
          )}
        >
          <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
          <p className="text-sm text-muted">Glissez une image ici, ou</p>
          <Button type="button" variant="outline" size="sm" onClick={pick} disabled={disabled} aria-describedby={describedBy}>
            {CHOOSE_IMAGE_LABEL}
          </Button>
        </div>
      )}
      <p id={`${id}-hint`} className="text-sm text-muted">
        {rules.hint}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
