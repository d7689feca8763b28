import ChevronDown from "lucide-react/icons/chevron-down";
import { Container } from "../../../components/ui/container.tsx";
import { useAssociation } from "../../../lib/association.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { faqItems } from "../faq-items.ts";
import { PageHeader } from "../../../components/page-header.tsx";

/** Native <details>/<summary>: keyboard and screen-reader friendly with no script at all. */
export function FaqPage() {
  usePageTitle("Questions fréquentes");
  const association = useAssociation();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader
        className="mb-8"
        title="Questions fréquentes"
        subtitle="Tout ce qu'il faut savoir avant d'inscrire vos enfants à une plaine."
      />
      <div className="space-y-3">
        {faqItems(association).map((item) => (
          <details key={item.question} className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:shadow-md">
            <summary className="flex items-center justify-between gap-4 rounded-2xl p-5 text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Container>
  );
}
