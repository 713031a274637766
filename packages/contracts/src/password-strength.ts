import { PASSWORD_MIN_LENGTH } from "./constants";

/** The spec's four password strength states (§4). */
export type PasswordStrength = "empty" | "length not valid" | "strength not valid" | "strength valid";

/** zxcvbn's 0–4 scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordCheck = {
  strength: PasswordStrength;
  /** zxcvbn's score, null when the password is empty or too short to be scored. */
  score: number | null;
  warning: string | null;
  suggestions: string[];
};

export type PasswordEstimator = {
  check(
    password: string,
    userInputs?: (string | number)[],
  ): { score: number; feedback: { warning: string | null; suggestions: string[] } };
};

let estimator: Promise<PasswordEstimator> | undefined;

/**
 * The estimator with the common and English dictionaries, loaded once on first use. The dictionaries
 * weigh about a megabyte, so they are imported lazily: the web app fetches them only on a screen that
 * sets a password, and the server and the web judge a password with the very same settings.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")])
    .then(
      ([core, common, en]) =>
        new core.ZxcvbnFactory({
          translations: en.translations,
          graphs: common.adjacencyGraphs,
          dictionary: { ...common.dictionary, ...en.dictionary },
        }),
    )
    .catch((error: unknown) => {
      // A failed chunk load (a flaky network in the browser) may succeed on the next try.
      estimator = undefined;
      throw error;
    });
  return estimator;
}

/**
 * Words the password must not lean on: the account's own email, its parts and names, and the product.
 * "ada.lovelace@example.com" makes "Lovelace2024!" weak for Ada.
 */
export function passwordUserInputs(email?: string | null, ...names: (string | null | undefined)[]): string[] {
  const inputs = new Set<string>(["hangar"]);
  const address = email?.trim().toLowerCase() ?? "";
  if (address) {
    inputs.add(address);
    for (const part of address.split(/[^a-z0-9]+/)) if (part.length >= 3) inputs.add(part);
  }
  for (const name of names) if (name?.trim()) inputs.add(name.trim().toLowerCase());
  return [...inputs];
}

/** Judges a password with an already loaded estimator; without one, only the length states are known. */
export function evaluatePassword(
  loaded: PasswordEstimator | null,
  password: string,
  userInputs: string[] = [],
): PasswordCheck | null {
  if (password.length === 0) return { strength: "empty", score: null, warning: null, suggestions: [] };
  if (password.length < PASSWORD_MIN_LENGTH) return { strength: "length not valid", score: null, warning: null, suggestions: [] };
  if (!loaded) return null;
  const { score, feedback } = loaded.check(password, userInputs);
  return {
    strength: score >= PASSWORD_MIN_SCORE ? "strength valid" : "strength not valid",
    score,
    warning: feedback.warning,
    suggestions: feedback.suggestions,
  };
}

/** Judges a password, loading the estimator if needed. */
export async function checkPassword(password: string, userInputs: string[] = []): Promise<PasswordCheck> {
  const quick = evaluatePassword(null, password, userInputs);
  if (quick) return quick;
  return evaluatePassword(await loadPasswordEstimator(), password, userInputs) as PasswordCheck;
}

/** The one sentence shown for a password that is not strong enough, on the server and in the form. */
export function weakPasswordMessage(check: PasswordCheck): string {
  if (check.strength === "empty" || check.strength === "length not valid")
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  const hint = check.warning ?? check.suggestions[0];
  return `Password is too weak${hint ? `: ${hint.replace(/\.$/, "").replace(/^./, (c) => c.toLowerCase())}` : ""}. Try a longer phrase of uncommon words.`;
}
