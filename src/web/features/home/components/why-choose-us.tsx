import Palette from "lucide-react/icons/palette";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trees from "lucide-react/icons/trees";
import { Container } from "../../../components/ui/container.tsx";

const REASONS = [
  {
    Icon: Palette,
    title: "Activités variées",
    text: "Sport, bricolage, nature, musique et grands jeux\u00a0: chaque journée apporte son lot de découvertes.",
  },
  {
    Icon: ShieldCheck,
    title: "Encadrement professionnel",
    text: "Des animateurs formés et brevetés veillent sur chaque enfant, en petits groupes adaptés à leur âge.",
  },
  {
    Icon: Trees,
    title: "Espaces adaptés",
    text: "Des lieux sûrs et accueillants, avec des espaces verts et des salles pensées pour jouer par tous les temps.",
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="py-12 sm:py-16">
      <Container>
        <div className="mx-auto mb-10 max-w-2xl space-y-2 text-center">
          <h2 id="why-heading" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            Pourquoi nous choisir&nbsp;?
          </h2>
          <p className="text-muted">Depuis des années, des familles nous confient leurs enfants pour des vacances pleines de sourires.</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="text-lg font-bold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
