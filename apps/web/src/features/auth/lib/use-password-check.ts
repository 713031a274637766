import { evaluatePassword, loadPasswordEstimator, type PasswordCheck, type PasswordEstimator } from "@hangar/contracts";
import { useEffect, useMemo, useState } from "react";

/**
 * Judges a password as it is typed, with the estimator the server uses. The estimator's dictionaries
 * load on the first password screen only (a lazy chunk), so the check is null for a long-enough
 * password until they arrive; the length states are known at once.
 */
export function usePasswordCheck(
  password: string,
  userInputs: string[] = [],
): { check: PasswordCheck | null; unavailable: boolean; acceptable: boolean } {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadPasswordEstimator().then(
      (loaded) => live && setEstimator(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const inputsKey = userInputs.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are compared by value through inputsKey.
  const check = useMemo(() => evaluatePassword(estimator, password, userInputs), [estimator, password, inputsKey]);
  // Without the dictionaries (they failed to load) the form lets the server judge the password.
  const unavailable = !check && failed;
  return { check, unavailable, acceptable: check?.strength === "strength valid" || unavailable };
}
