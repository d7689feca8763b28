import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import type { SignInInput } from "../../../../domain/contracts/account-input.ts";

const USER_NOT_FOUND_MESSAGE = "Utilisateur non trouvé";

export type { SignInInput };

/** Opens a session (an HttpOnly cookie); who signed in is then read from /api/me. */
function signIn(input: SignInInput): Promise<unknown> {
  return api.post(accountPaths.signIn.url(), input);
}

/** Signs in, then asks who is signed in: a session without its person fails like wrong credentials. */
export function useSignIn(refresh: () => Promise<unknown>) {
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      // Once /api/me names the person, this page re-renders and moves them on.
      if (!(await refresh())) throw new Error(USER_NOT_FOUND_MESSAGE);
    },
  });
}
