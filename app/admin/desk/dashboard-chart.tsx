// A small bar chart of one figure over the last 30 days: an inline SVG named by its title, with the
// numbers themselves in a table a screen reader (or anyone) can open.
import { useId } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '../admin-ui';

export interface ChartDay {
  day: string;
  value: number;
}

const WIDTH = 300;
const HEIGHT = 80;

export function DashboardChart({ title, days }: { title: string; days: ChartDay[] }) {
  const { i18n } = useLingui();
  const id = useId();
  const max = Math.max(1, ...days.map((d) => d.value));
  const bar = WIDTH / Math.max(1, days.length);
  const dayLabel = (day: string) => i18n.date(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-svg-title`} preserveAspectRatio="none">
        <title id={`${id}-svg-title`}>{title}</title>
        {days.map((d, i) => {
          const h = (d.value / max) * (HEIGHT - 4);
          return <rect key={d.day} x={i * bar + 1} y={HEIGHT - h} width={Math.max(1, bar - 2)} height={h} />;
        })}
      </svg>
      <details>
        <summary>
          <Trans>Numbers per day</Trans>
        </summary>
        <Table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Number</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td>{i18n.number(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  svg {
    display: block;
    width: 100%;
    height: 5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  details {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
