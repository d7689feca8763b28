import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other account pages). */
  footer?: ReactNode;
  /**
   * A screen that replaces a submitted form (confirmation, success): focus moves to its title so
   * a screen reader reads the news instead of staying on a button that no longer exists.
   */
  focusTitle?: boolean;
}

/** The narrow centred card every account page (login, sign-up, passwords) is drawn in. */
export function AuthPage({ title, intro, children, footer, focusTitle = false }: AuthPageProps) {
  usePageTitle(title);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Container className="max-w-md py-10 sm:py-16">
      <Card>
        <CardBody className="space-y-6 p-6 sm:p-8">
          <header className="space-y-2">
            <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none sm:text-3xl">
              {title}
            </h1>
            {intro && <div className="text-muted">{intro}</div>}
          </header>
          {children}
        </CardBody>
      </Card>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-muted">{footer}</div>}
    </Container>
  );
}

/** A text link between account pages, readable on the sand background. */
export const authLinkClass = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** "Pas encore de compte ? Créer un compte": the line under the card that leads to the sibling page. */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p>
      {question}{" "}
      <Link to={to} className={authLinkClass}>
        {label}
      </Link>
    </p>
  );
}
