import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import type { signUpSchema, SignUpInput } from "../../../../domain/contracts/account-input.ts";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import type { ZodForm } from "../../../components/form/use-zod-form.ts";

const SIGNUP_FAILED_MESSAGE = "Erreur lors de la création du compte";

/** Creates the account and sends the verification e-mail; no session until the link is followed. */
function signUp(input: SignUpInput): Promise<unknown> {
  return api.post(accountPaths.signUp.url(), input);
}

/** Creates the account; the server's reasons go beside the fields, what was typed stays. */
export function useSignUp(form: ZodForm<typeof signUpSchema>, onCreated: (email: string) => void) {
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const answer = (await signUp(input)) as { user?: unknown } | null;
      if (!answer?.user) throw new Error(SIGNUP_FAILED_MESSAGE);
      return input.email;
    },
    onSuccess: onCreated,
    onError: (error) => {
      // The server's reasons go beside the fields; what the person typed stays as it was.
      showServerErrors(form, error, "password");
    },
  });
}
