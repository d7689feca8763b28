import { useEffect } from "react";

/** The home page stays calm when a section fails to load: the error goes to the console only. */
export function useLogError(section: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`Accueil : échec du chargement (${section})`, error);
  }, [section, error]);
}
