// An item's state in words: draft, scheduled (with its date), published, or deleted (with the day it
// is removed for good).
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';

export interface StatusBadgeProps {
  status: 'draft' | 'scheduled' | 'published' | 'deleted';
  publishDate?: string;
  purgeAt?: string | null;
}

export function StatusBadge({ status, publishDate, purgeAt }: StatusBadgeProps) {
  const { i18n } = useLingui();
  const when = (iso: string, withTime: boolean) => i18n.date(new Date(iso), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
  if (status === 'scheduled' && publishDate) {
    const date = when(publishDate, true);
    return (
      <Badge $status={status}>
        <Trans>Scheduled for {date}</Trans>
      </Badge>
    );
  }
  if (status === 'deleted') {
    const date = purgeAt ? when(purgeAt, false) : '';
    return <Badge $status={status}>{purgeAt ? <Trans>Deleted, removed for good on {date}</Trans> : <Trans>Deleted</Trans>}</Badge>;
  }
  return <Badge $status={status}>{status === 'published' ? <Trans>Published</Trans> : <Trans>Draft</Trans>}</Badge>;
}

const Badge = styled.span<{ $status: StatusBadgeProps['status'] }>`
  display: inline-block;
  padding: 1px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $status }) => ($status === 'published' ? theme.colors.success : $status === 'deleted' ? theme.colors.danger : $status === 'scheduled' ? theme.colors.primary : theme.colors.border)};
  color: ${({ theme, $status }) => ($status === 'deleted' ? theme.colors.danger : theme.colors.text)};
  font-size: 0.82rem;
  font-weight: 600;
`;
