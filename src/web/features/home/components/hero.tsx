import Search from "lucide-react/icons/search";
import UserPlus from "lucide-react/icons/user-plus";
import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";

/** Drawn in SVG rather than a photo: nothing to download before the first paint. */
function SunnyScene() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 400" className="h-auto w-full max-w-sm drop-shadow-xl">
      <defs>
        <clipPath id="hero-scene-clip">
          <circle cx="200" cy="200" r="190" />
        </clipPath>
        <linearGradient id="hero-scene-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7dd3fc" />
          <stop offset="1" stopColor="#e0f2fe" />
        </linearGradient>
      </defs>
      <g clipPath="url(#hero-scene-clip)">
        <rect width="400" height="400" fill="url(#hero-scene-sky)" />
        <g transform="translate(-30 15)">
          <circle cx="290" cy="110" r="46" fill="#fbbf24" />
          <g stroke="#f59e0b" strokeWidth="7" strokeLinecap="round">
            <path d="M290 42v16M290 162v16M222 110h16M342 110h16M242 62l11 11M327 147l11 11M242 158l11-11M327 73l11-11" />
          </g>
        </g>
        <polygon points="120,90 148,128 120,166 92,128" fill="#c2410c" />
        <path d="M120 166 q-12 28 6 50 q14 18 -2 42" stroke="#7c2d12" strokeWidth="3" fill="none" />
        <polygon points="200,70 218,94 200,118 182,94" fill="#0284c7" />
        <path d="M200 118 q10 22 -4 40" stroke="#075985" strokeWidth="3" fill="none" />
        <path d="M0 290 Q100 225 200 275 T400 255 V400 H0Z" fill="#86efac" />
        <path d="M0 330 Q120 280 240 325 T400 315 V400 H0Z" fill="#22c55e" />
        <rect x="80" y="250" width="14" height="60" rx="4" fill="#92400e" />
        <circle cx="87" cy="240" r="34" fill="#15803d" />
      </g>
      <circle cx="200" cy="200" r="190" fill="none" stroke="#ffffff" strokeWidth="10" />
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
            Jeux, découvertes, sport et créativité&nbsp;: nos plaines accueillent les enfants de 2,5 à 12 ans pendant les vacances
            scolaires, encadrés par une équipe passionnée.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.search} className={buttonClasses({ size: "lg" })}>
              <Search aria-hidden="true" className="size-5" />
              Trouver une plaine
            </Link>
            <Link to={paths.signup} className={buttonClasses({ size: "lg", variant: "outline" })}>
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
