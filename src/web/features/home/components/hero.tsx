import Search from "lucide-react/icons/search";
import UserPlus from "lucide-react/icons/user-plus";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";

/** Drawn in SVG rather than a photo: nothing to download before the first paint. */
function SunnyScene() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 320" className="h-auto w-full max-w-md drop-shadow-sm">
      <circle cx="300" cy="80" r="52" fill="#fbbf24" />
      <g stroke="#f59e0b" strokeWidth="8" strokeLinecap="round">
        <path d="M300 8v18M300 134v18M228 80h18M354 80h18M249 29l12 12M339 119l12 12M249 131l12-12M339 41l12-12" />
      </g>
      <path d="M0 250 Q100 180 200 235 T400 215 V320 H0Z" fill="#86efac" />
      <path d="M0 285 Q120 235 240 280 T400 270 V320 H0Z" fill="#4ade80" />
      <polygon points="110,70 140,110 110,150 80,110" fill="#c2410c" />
      <path d="M110 150 q-12 30 6 52 q14 18 -2 44" stroke="#7c2d12" strokeWidth="3" fill="none" />
      <polygon points="190,40 210,66 190,92 170,66" fill="#0ea5e9" />
      <path d="M190 92 q10 24 -4 42" stroke="#075985" strokeWidth="3" fill="none" />
      <rect x="60" y="205" width="14" height="60" rx="4" fill="#92400e" />
      <circle cx="67" cy="195" r="34" fill="#16a34a" />
    </svg>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-gradient-to-b from-brand-50 via-amber-50 to-sand">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div className="space-y-6">
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm">
            Plaines de vacances en Belgique
          </p>
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Des aventures inoubliables pour vos enfants
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted">
            Jeux, découvertes, sport et créativité : nos plaines accueillent les enfants de 2,5 à 12 ans pendant les vacances
            scolaires, encadrés par une équipe passionnée.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/search" className={buttonClasses({ size: "lg" })}>
              <Search aria-hidden="true" className="size-5" />
              Trouver une plaine
            </Link>
            <Link to="/signup" className={buttonClasses({ size: "lg", variant: "outline" })}>
              <UserPlus aria-hidden="true" className="size-5" />
              Créer un compte
            </Link>
          </div>
        </div>
        <div className="hidden justify-center sm:flex">
          <SunnyScene />
        </div>
      </Container>
    </section>
  );
}
