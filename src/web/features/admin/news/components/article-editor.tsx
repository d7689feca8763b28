import Eye from "lucide-react/icons/eye";
import PenLine from "lucide-react/icons/pen-line";
import Save from "lucide-react/icons/save";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "../../../../../domain/api-error.ts";
import { type NewsFormOutput, newsFormSchema } from "../../../../../domain/contracts/admin-news-input.ts";
import { brusselsToday, formatDateFr } from "../../../../../domain/dates.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { paths } from "../../../../../domain/paths.ts";
import { Form } from "../../../../components/form/form.tsx";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { UnsavedChangesDialog } from "../../../../components/form/unsaved-changes-dialog.tsx";
import { useUnsavedChangesGuard } from "../../../../components/form/use-unsaved-changes-guard.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import type { ImageUpload } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { cn } from "../../../../lib/cn.ts";
import { toast } from "../../../../lib/toast.ts";
import { useSaveArticle } from "../api/save-article.ts";
import { newsFormValues } from "../news-fields.ts";
import { isScheduled } from "../publication.ts";
import { ArticleFormFields } from "./article-form-fields.tsx";
import { ArticlePreview } from "./article-preview.tsx";

const SAVE_ERROR_MESSAGE = "Erreur lors de l'enregistrement";

type View = "form" | "preview";

/** Below xl the form and its preview take turns; from xl on they sit side by side and this switch is hidden. */
function ViewSwitch({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const option = (value: View, label: string, Icon: typeof Eye) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        "inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors",
        view === value ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Affichage" className="mb-4 flex gap-1 rounded-full bg-slate-100 p-1 sm:max-w-xs xl:hidden">
      {option("form", "Rédaction", PenLine)}
      {option("preview", "Aperçu", Eye)}
    </div>
  );
}

interface ArticleEditorProps {
  /** The article to edit, or null to write a new one. */
  article: NewsArticle | null;
  /** Sends an image and resolves to its stored address (the shared admin upload). */
  upload: ImageUpload;
  /** The form's accessible name: the page's title. */
  label: string;
}

/**
 * The news form beside a live preview of the article. Checked by the server's own schema; a
 * refusal of the server shows under its fields (or above the form) and keeps everything typed;
 * leaving with unsaved changes asks first. Once saved: a toast, and back to the list.
 */
export function ArticleEditor({ article, upload, label }: ArticleEditorProps) {
  const today = brusselsToday();
  const form = useZodForm(newsFormSchema, { defaultValues: newsFormValues(article, today) });
  const values = useWatch({ control: form.control });
  const [view, setView] = useState<View>("form");
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveArticle();
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = async (input: NewsFormOutput) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: article?.id ?? null, input });
      guard.release();
      toast.success(
        article ? "Article mis à jour avec succès" : "Article créé avec succès",
        isScheduled(saved.publishDate, today) ? `Il paraîtra le ${formatDateFr(saved.publishDate)}.` : "Il est visible sur le site.",
      );
      void navigate(paths.adminNews);
    } catch (error) {
      if (isSessionExpired(error)) return;
      if (!showServerErrors(form, error)) setProblem(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      toast.error(SAVE_ERROR_MESSAGE);
    }
  };

  const saving = form.formState.isSubmitting;

  return (
    <>
      <ViewSwitch view={view} onChange={setView} />
      <div className="xl:grid xl:grid-cols-2 xl:items-start xl:gap-8">
        <Card className={cn(view === "preview" && "max-xl:hidden")}>
          <CardBody className="p-5 sm:p-6">
            <Form form={form} method="post" onSubmit={submit} aria-label={label} className="space-y-6">
              <p className="text-sm text-muted">
                Les champs marqués d'un <span className="text-red-700">*</span> sont obligatoires.
              </p>
              {problem && (
                <Alert tone="error" title={SAVE_ERROR_MESSAGE}>
                  {problem}
                </Alert>
              )}
              <ArticleFormFields upload={upload} today={today} disabled={saving} />
              <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
                <Link to={paths.adminNews} className={buttonClasses({ variant: "ghost" })}>
                  Annuler
                </Link>
                <Button type="submit" disabled={saving}>
                  <Save aria-hidden="true" className="size-4" />
                  {saving ? "Enregistrement en cours..." : article ? "Enregistrer les modifications" : "Créer l'article"}
                </Button>
              </div>
            </Form>
          </CardBody>
        </Card>
        <ArticlePreview
          className={cn("xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto xl:pb-1", view === "form" && "max-xl:hidden")}
          values={{
            title: values.title ?? "",
            excerpt: values.excerpt ?? "",
            content: values.content ?? "",
            imageUrl: values.imageUrl ?? "",
            videoUrl: values.videoUrl ?? "",
            publishDate: values.publishDate ?? "",
          }}
        />
      </div>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
