// The download area of video and gallery pages. Members with access get links to the signed files
// (renewed first when the page stayed open past their expiry); everyone else gets buttons that
// explain what is needed (the members-only modal, or renewing).
import { useId, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isExpiredUrl } from '../api/updates';
import { assignLocation } from '../api/browser-navigation';
import { Panel } from './detail-parts';

export interface DownloadOption {
  id: string;
  label: ReactNode;
  detail: ReactNode;
  /** The signed file (members with access); without it the option is locked. */
  href?: string;
  /** Fetches a fresh signed URL for this option when `href` has expired. */
  renew?: () => Promise<string | undefined>;
}

export interface DownloadPanelProps {
  heading: string;
  options: DownloadOption[];
  /** What a locked option does: the members-only modal, or the way to renew. */
  onLocked: () => void;
  /** Shown above the options, e.g. why they are locked. */
  notice?: ReactNode;
}

export function DownloadPanel({ heading, options, onLocked, notice }: DownloadPanelProps) {
  const headingId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{heading}</PanelHeading>
      {notice && <Notice>{notice}</Notice>}
      <List>
        {options.map((option) => (
          <li key={option.id}>
            {option.href ? (
              <DownloadLink option={option} href={option.href} />
            ) : (
              <Item as="button" type="button" onClick={onLocked}>
                <DownloadIcon />
                <Text label={option.label} detail={option.detail} />
              </Item>
            )}
          </li>
        ))}
      </List>
    </Panel>
  );
}

function DownloadLink({ option, href }: { option: DownloadOption; href: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!option.renew || !isExpiredUrl(href)) return;
    event.preventDefault();
    void option.renew().then((fresh) => fresh && assignLocation(fresh));
  };
  return (
    <Item href={href} download onClick={onClick}>
      <DownloadIcon />
      <Text label={option.label} detail={option.detail} />
    </Item>
  );
}

function Text({ label, detail }: { label: ReactNode; detail: ReactNode }) {
  return (
    <span>
      <strong>{label}</strong>
      <small>{detail}</small>
    </span>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: border-color 0.15s ease, color 0.15s ease;
  svg {
    flex: none;
    width: 22px;
    height: 22px;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: flex;
    flex-direction: column;
  }
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
