import { useQuery } from "@tanstack/react-query";
import FlaskConical from "lucide-react/icons/flask-conical";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SIMULATED_CHECKOUT_NOTICE } from "../../../../domain/checkout.ts";
import type { SimulatedOutcome } from "../../../../domain/contracts/registrations.ts";
import { formatDateTimeFr } from "../../../../domain/date-time.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { paths } from "../../../../domain/paths.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { simulatedCheckoutQueryOptions, useCompleteSimulatedCheckout } from "../api/simulated-checkout.ts";
import { PageTitle } from "../../../components/page-header.tsx";

const OUTCOMES: { outcome: SimulatedOutcome; label: string; variant: "primary" | "outline" | "ghost" }[] = [
  { outcome: "success", label: "Simuler un paiement réussi", variant: "primary" },
  { outcome: "failure", label: "Simuler un paiement refusé", variant: "outline" },
  { outcome: "abandon", label: "Abandonner le paiement", variant: "ghost" },
];

/**
 * /checkout/simulated?session_id=…: the checkout of a demo site without a Stripe key. Nothing is
 * charged; the three buttons make the server do what Stripe's webhook would (paid, refused) or
 * what leaving Stripe's page does (abandon).
 */
export function SimulatedCheckoutPage() {
  usePageTitle(SIMULATED_CHECKOUT_NOTICE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id")?.trim() ?? "";
  const view = useQuery({ ...simulatedCheckoutQueryOptions(sessionId), enabled: sessionId !== "" });
  const choose = useCompleteSimulatedCheckout(sessionId, navigate);
  const busy = choose.isPending || choose.isSuccess;

  return (
    <Container className="max-w-2xl py-10 sm:py-12">
      <div className="space-y-6">
        <div
          role="note"
          className="flex items-center gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 font-bold text-amber-950"
        >
          <FlaskConical aria-hidden="true" className="size-6 shrink-0" />
          <span>{SIMULATED_CHECKOUT_NOTICE}</span>
        </div>
        <PageTitle>Paiement par carte (démonstration)</PageTitle>

        {!sessionId || view.error ? (
          <>
            <Alert tone="error" title={view.error && isApiError(view.error) ? view.error.message : "Session de paiement non trouvée"} />
            <Link to={paths.registrations} className={buttonClasses({ variant: "outline" })}>
              Voir mes inscriptions
            </Link>
          </>
        ) : view.isPending ? (
          <Skeleton className="h-48 w-full rounded-2xl" />
        ) : (
          <Card>
            <CardBody className="space-y-5 sm:p-6">
              <div className="space-y-1">
                <p className="font-semibold text-ink">{view.data.name}</p>
                <p className="text-sm text-muted">{view.data.description}</p>
              </div>
              <p className="text-3xl font-extrabold text-ink" data-testid="simulated-amount">
                {formatEuros(view.data.amountCents)}
              </p>
              <p className="text-sm text-muted">
                Pour {view.data.customerEmail} · session valable jusqu'au {formatDateTimeFr(view.data.expiresAt)}
              </p>
              {view.data.open ? (
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  {OUTCOMES.map((item) => (
                    <Button key={item.outcome} variant={item.variant} disabled={busy} onClick={() => choose.mutate(item.outcome)}>
                      {item.label}
                    </Button>
                  ))}
                </div>
              ) : (
                <Alert tone="warning" title="Cette session de paiement n'est plus ouverte." />
              )}
            </CardBody>
          </Card>
        )}
      </div>
    </Container>
  );
}
