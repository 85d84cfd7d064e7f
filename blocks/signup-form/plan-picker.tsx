// Step 2 of the signup form: the subscription plans as cards (the price in the visitor's number
// format and the plan's currency, feature lines, the article's text); choosing one needs a valid
// account step first.
import styled, { css } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { planFeatures, type SubscriptionArticle } from '../../src/api/plans';
import { up } from '../../src/theme/breakpoints';
import { Button } from '../../src/ui/button';
import { useMoney } from '../../src/ui/locale-format';
import { Muted, SignupPanel } from './signup-panel';

export interface PlanPickerProps {
  plans: SubscriptionArticle[];
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (plan: SubscriptionArticle) => void;
  disabled: boolean;
}

export function PlanPicker({ plans, loading, failed, selectedId, onSelect, disabled }: PlanPickerProps) {
  const money = useMoney();
  return (
    <SignupPanel step={2} title={<Trans>Choose your plan</Trans>}>
      {loading && plans.length === 0 ? (
        <Muted role="status">
          <Trans>Loading plans...</Trans>
        </Muted>
      ) : failed && plans.length === 0 ? (
        <Muted role="alert">
          <Trans>Ooops, something went wrong, please try again later...</Trans>
        </Muted>
      ) : (
        <Plans role="list">
          {plans.map((plan) => {
            const selected = plan.id === selectedId;
            return (
              <PlanCard key={plan.id} role="listitem" $selected={selected} aria-label={plan.name}>
                <PlanName>{plan.name}</PlanName>
                {/* Plans are priced in dollars: "$19.95", "19,95 $". */}
                <Price>{money(plan.price_dollar, 'USD')}</Price>
                <Features>
                  {planFeatures(plan).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Features>
                {plan.article_text && <PlanText>{plan.article_text}</PlanText>}
                <Button type="button" $variant={selected ? 'primary' : 'secondary'} aria-pressed={selected} disabled={disabled} onClick={() => onSelect(plan)}>
                  {selected ? <Trans>Selected</Trans> : <Trans>Select Plan</Trans>}
                </Button>
              </PlanCard>
            );
          })}
        </Plans>
      )}
    </SignupPanel>
  );
}

const Plans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
`;

const PlanCard = styled.article<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceAlt : theme.colors.background)};
  transition: border-color 0.15s ease, transform 0.15s ease;
  ${({ $selected }) =>
    $selected &&
    css`
      transform: translateY(-2px);
    `}
  /* The whole card's width and little side padding: "Choisir cette formule" takes two balanced lines, not three. */
  button {
    margin-top: auto;
    width: 100%;
    padding-inline: ${({ theme }) => theme.space.sm};
    text-wrap: balance;
  }
`;

const PlanName = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.heading};
`;

const Price = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    padding-left: 1.4em;
    position: relative;
    color: ${({ theme }) => theme.colors.text};
  }
  li::before {
    content: '✓' / '';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`;

const PlanText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
