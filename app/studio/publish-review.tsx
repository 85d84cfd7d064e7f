// What publishing changes, in words, for the publish dialog: per page ("Countdown added",
// "Slider: slide 2 image changed", "15 blocks removed"), then the site settings; and a warning that
// must be ticked when a page loses most of its blocks or becomes empty.
import { useMemo } from 'react';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getBlock } from '../../blocks/registry';
import type { SiteConfig } from '../../schemas/config/site-config';
import { describeFieldPath, pageLosses, summarizeChange, type ChangeItem, type PageLoss } from './change-summary';

/** More items of one kind on a page than this are counted instead of listed. */
const LIST_AT_MOST = 3;

const defaultsOf = (type: string) => getBlock(type)?.defaults as Record<string, unknown> | undefined;

/** The summary and the pages that lose most of their blocks; empty without both configurations. */
export function usePublishReview(before: unknown, after: unknown): { items: ChangeItem[]; losses: PageLoss[] } | null {
  return useMemo(() => {
    if (!before || !after) return null;
    // Both passed the configuration checks (the live one when published, the document before Publish is enabled).
    const live = before as SiteConfig;
    const next = after as SiteConfig;
    return { items: summarizeChange(live, next, { defaultsOf }), losses: pageLosses(live, next) };
  }, [before, after]);
}

type PageItem = Exclude<ChangeItem, { kind: 'setting_changed' }>;

function ItemWords({ item }: { item: PageItem }) {
  const { t } = useLingui();
  // Block names as the palette shows them.
  const title = item.blockType === 'container' ? t`Container` : (getBlock(item.blockType)?.title ?? item.blockType);
  const position = item.index + 1;
  switch (item.kind) {
    case 'block_added':
      return <Trans>{title} added at position {position}</Trans>;
    case 'block_removed':
      return <Trans>{title} removed</Trans>;
    case 'block_moved':
      return <Trans>{title} moved to position {position}</Trans>;
    case 'prop_changed': {
      const field = describeFieldPath(item.path);
      return <Trans>{title}: {field} changed</Trans>;
    }
  }
}

function CountWords({ kind, count }: { kind: PageItem['kind']; count: number }) {
  switch (kind) {
    case 'block_added':
      return <Plural value={count} one="# block added" other="# blocks added" />;
    case 'block_removed':
      return <Plural value={count} one="# block removed" other="# blocks removed" />;
    case 'block_moved':
      return <Plural value={count} one="# block moved" other="# blocks moved" />;
    case 'prop_changed':
      return <Plural value={count} one="# field changed" other="# fields changed" />;
  }
}

const KINDS: PageItem['kind'][] = ['block_added', 'block_removed', 'block_moved', 'prop_changed'];

function PageChanges({ page, items }: { page: string; items: PageItem[] }) {
  const { t } = useLingui();
  return (
    <Group aria-label={t`Changes to the page ${page}`}>
      <GroupTitle>
        <Trans>Page {page}</Trans>
      </GroupTitle>
      <Lines>
        {KINDS.flatMap((kind) => {
          const ofKind = items.filter((item) => item.kind === kind);
          if (ofKind.length > LIST_AT_MOST)
            return [
              <li key={kind}>
                <CountWords kind={kind} count={ofKind.length} />
              </li>,
            ];
          return ofKind.map((item, index) => (
            <li key={`${kind}:${index}`}>
              <ItemWords item={item} />
            </li>
          ));
        })}
      </Lines>
    </Group>
  );
}

export interface PublishReviewProps {
  items: ChangeItem[];
  losses: PageLoss[];
  /** The "I want to publish this" tick under a loss warning. */
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
}

export function PublishReview({ items, losses, accepted, onAcceptedChange }: PublishReviewProps) {
  const { t } = useLingui();
  const pages = new Map<string, PageItem[]>();
  const settings: string[] = [];
  for (const item of items) {
    if (item.kind === 'setting_changed') settings.push(`/${item.path.join('/')}`);
    else pages.set(item.page, [...(pages.get(item.page) ?? []), item]);
  }
  return (
    <Review aria-label={t`What changes`}>
      {items.length === 0 ? (
        <Quiet>
          <Trans>No changes against the live configuration.</Trans>
        </Quiet>
      ) : null}
      {[...pages].map(([page, pageItems]) => (
        <PageChanges key={page} page={page} items={pageItems} />
      ))}
      {settings.length > 0 ? (
        <Group aria-label={t`Changes to the site settings`}>
          <GroupTitle>
            <Trans>Site settings</Trans>
          </GroupTitle>
          <Lines>
            {settings.length > LIST_AT_MOST ? (
              <li>
                <Plural value={settings.length} one="# setting changed" other="# settings changed" />
              </li>
            ) : (
              settings.map((path) => (
                <li key={path}>
                  <Trans>{path} changed</Trans>
                </li>
              ))
            )}
          </Lines>
        </Group>
      ) : null}
      {losses.length > 0 ? (
        <Warning role="alert">
          <p>
            {losses.map((loss, index) => (
              <span key={loss.page}>
                {index > 0 ? ' ' : null}
                {loss.after === 0 ? (
                  <Trans>The page {loss.page} becomes empty (it has {loss.before} blocks now).</Trans>
                ) : (
                  <Trans>
                    The page {loss.page} loses most of its blocks ({loss.before} now, {loss.after} after publishing).
                  </Trans>
                )}
              </span>
            ))}
          </p>
          <label>
            <input type="checkbox" checked={accepted} onChange={(event) => onAcceptedChange(event.target.checked)} /> <Trans>I want to publish this</Trans>
          </label>
        </Warning>
      ) : null}
    </Review>
  );
}

const Review = styled.section`
  max-height: 40vh;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 0.88rem;
`;

const Group = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const GroupTitle = styled.h3`
  margin: 0 0 4px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  line-height: 1.5;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Warning = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-weight: 600;
  }
`;
