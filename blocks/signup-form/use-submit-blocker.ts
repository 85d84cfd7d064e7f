// Why the signup button is disabled, in words shown beside it: the first thing still missing, in
// the order of the form (account, plan, payment method, consent). Null when it can be pressed.
import { useLingui } from '@lingui/react/macro';
import type { SignupField } from './use-signup-fields';

export interface BlockerState {
  /** The first account field that needs the visitor, and whether it is empty. */
  problem: { field: SignupField; empty: boolean } | null;
  plan: boolean;
  provider: boolean;
  consent: boolean;
}

export function useSubmitBlocker({ problem, plan, provider, consent }: BlockerState): string | null {
  const { t } = useLingui();
  if (problem) {
    const { field, empty } = problem;
    if (field === 'email') return empty ? t`Fill in the email address` : t`Fix the email address`;
    if (field === 'username') return empty ? t`Fill in the username` : t`Fix the username`;
    return empty ? t`Fill in the password` : t`Fix the password`;
  }
  if (!plan) return t`Choose a plan`;
  if (!provider) return t`Choose a payment method`;
  if (!consent) return t`Accept the terms`;
  return null;
}
