import { NotFound } from "../../../components/layout/not-found.tsx";

export function NotFoundPage() {
  return <NotFound />;
}
