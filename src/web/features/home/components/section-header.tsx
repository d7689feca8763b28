import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";

interface SectionHeaderProps {
  id: string;
  title: string;
  description: string;
  link: { to: string; label: string };
}

export function SectionHeader({ id, title, description, link }: SectionHeaderProps) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-2">
        <h2 id={id} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {title}
        </h2>
        <p className="text-muted">{description}</p>
      </div>
      <Link
        to={link.to}
        className="inline-flex items-center gap-1.5 self-start rounded font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline sm:self-auto"
      >
        {link.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
