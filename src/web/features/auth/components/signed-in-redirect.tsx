import { Navigate } from "react-router";
import { Spinner } from "../../../components/ui/spinner.tsx";

const REDIRECTING_LABEL = "Redirection...";

/** Someone already signed in has nothing to do on this page: say so while moving them on. */
export function SignedInRedirect({ to }: { to: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner showLabel label={REDIRECTING_LABEL} />
      <Navigate to={to} replace />
    </div>
  );
}
