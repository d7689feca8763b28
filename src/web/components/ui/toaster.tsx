import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Info from "lucide-react/icons/info";
import LoaderCircle from "lucide-react/icons/loader-circle";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { markToasterMounted } from "../../lib/toast.ts";

const TOAST_DURATION_MS = 5000;

// Dark text on the white toast keeps contrast high; the coloured icon tells the type apart.
const ICONS = {
  success: <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />,
  error: <CircleX aria-hidden="true" className="size-5 text-red-700" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 text-amber-700" />,
  info: <Info aria-hidden="true" className="size-5 text-sky-700" />,
  loading: <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />,
};

/** Where toasts appear: bottom right, five seconds each. */
export function Toaster() {
  // Sonner's own effect (a child's) has subscribed by now: toasts may be sent.
  useEffect(markToasterMounted, []);
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      icons={ICONS}
      theme="light"
      toastOptions={{ closeButtonAriaLabel: "Fermer la notification" }}
      containerAriaLabel="Notifications"
    />
  );
}
