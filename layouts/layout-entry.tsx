// Renders one layout entry: a container (recursively) or a block looked up in the registry by type,
// inside its own error boundary, keyed by its id (its type and position when it has none).
import { Suspense } from 'react';
import styled from 'styled-components';
import type { ContainerEntry, ContainerProps, LayoutEntry } from '../schemas/config/layout';
import type { ConfigIssue } from '../schemas/validate-site-config';
import { getBlock } from '../blocks/client-registry';
import { useLoadedSiteConfig } from '../src/config/site-config-context';
import { BlockReport } from '../src/ssr/block-report';
import { blockComponent } from '../src/ssr/preload-blocks';
import { Grid } from '../src/ui/grid';
import { BlockErrorBoundary } from './block-error-boundary';
import { BlockErrorPanel } from './block-error-panel';
import { EntryFrame } from './entry-frame';

/** Keeps the page from jumping while a block's code loads. */
const BlockPlaceholder = styled.div`
  min-height: 240px;
`;

const ContainerFrame = styled.div<{ $fluid?: boolean; $background?: ContainerProps['background'] }>`
  max-width: ${({ theme, $fluid }) => ($fluid ? 'none' : theme.pageWidth)};
  margin: 0 auto;
  background: ${({ theme, $background }) => ($background && $background !== 'none' ? theme.colors[$background] : 'transparent')};
`;

export const entryKey = (entry: LayoutEntry, index: number) => entry.id ?? `${entry.type}-${index}`;

const isContainer = (entry: LayoutEntry): entry is ContainerEntry => entry.type === 'container' && Array.isArray(entry.blocks);

/**
 * Previews (a token preview, the studio's frame) mark each entry with its JSON pointer into the
 * configuration and its type, so the studio can outline and select it. Public pages stay as they were.
 */
const studioMarks = (show: boolean, path: string, type: string) => (show ? { 'data-studio-path': path, 'data-studio-block': type } : {});

const issuesAt = (issues: ConfigIssue[], path: string) =>
  issues.filter((issue) => issue.path === path || issue.path.startsWith(`${path}/`));

export function LayoutEntryView({ entry, path }: { entry: LayoutEntry; path: string }) {
  const { issues, previewToken } = useLoadedSiteConfig();
  const showErrors = previewToken !== null;
  const own = issuesAt(issues, path);

  if (isContainer(entry)) {
    // A container with a bad entry inside still renders its valid entries.
    const props = entry.props ?? {};
    const containerIssues = own.filter((issue) => !issue.path.startsWith(`${path}/blocks/`));
    if (containerIssues.length)
      return showErrors ? (
        <div {...studioMarks(showErrors, path, entry.type)}>
          <BlockErrorPanel name="container" issues={containerIssues} />
        </div>
      ) : null;
    return (
      <EntryFrame $hideOn={entry.hideOn} $spacing={entry.spacing} {...studioMarks(showErrors, path, entry.type)}>
        <ContainerFrame $fluid={props.fluid} $background={props.background}>
          <Grid $spans={props.columns ?? { xs: 12 }} $gap={props.gap ?? 'none'}>
            {entry.blocks.map((child, index) => (
              <LayoutEntryView key={entryKey(child, index)} entry={child} path={`${path}/blocks/${index}`} />
            ))}
          </Grid>
        </ContainerFrame>
      </EntryFrame>
    );
  }

  const definition = getBlock(entry.type);
  if (own.length || !definition) {
    if (!showErrors) return null;
    return (
      <div {...studioMarks(showErrors, path, entry.type)}>
        <BlockErrorPanel
          name={entry.type}
          issues={own.length ? own : [{ path: `${path}/type`, message: `unknown block type "${entry.type}"` }]}
        />
      </div>
    );
  }
  const Component = blockComponent(definition);
  const props = { ...(definition.defaults as Record<string, unknown>), ...(entry.props ?? {}) };
  return (
    <EntryFrame $hideOn={entry.hideOn} $spacing={entry.spacing} data-block={entry.type} {...studioMarks(showErrors, path, entry.type)}>
      <BlockErrorBoundary name={definition.title} path={path} showErrors={showErrors}>
        <Suspense fallback={<BlockPlaceholder aria-hidden="true" />}>
          <BlockReport type={entry.type} path={path} />
          <Component {...props} />
        </Suspense>
      </BlockErrorBoundary>
    </EntryFrame>
  );
}
