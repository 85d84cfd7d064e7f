// Renders one layout entry: a container (recursively) or a block looked up in the registry by type,
// inside its own error boundary, keyed by its id (its type and position when it has none).
import { Suspense, useCallback, useContext, useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import type { ContainerEntry, ContainerProps, HydrationMode, LayoutEntry } from '../schemas/config/layout';
import type { ConfigIssue } from '../schemas/validate-site-config';
import { getBlock } from '../blocks/client-registry';
import type { ClientBlock } from '../blocks/define-block';
import { useLoadedSiteConfig } from '../src/config/site-config-context';
import { BlockReport } from '../src/ssr/block-report';
import { IslandDataContext, IslandGateView, useIslandGate, useIslandMode } from '../src/ssr/islands';
import { RenderSinkContext, useRenderSink } from '../src/ssr/render-sink';
import { STATIC_BLOCK_ATTRIBUTE, staleServerHtml, useStaticHtml } from '../src/ssr/static-islands';
import { PageContext } from '../src/routes/page-context';
import { blockComponent } from '../src/ssr/preload-blocks';
import { Grid } from '../src/ui/grid';
import { BLOCK_HYDRATED_EVENT } from '../src/ssr/early-input';
import { BlockErrorBoundary } from './block-error-boundary';
import { BlockErrorPanel } from './block-error-panel';
import { EntryFrame } from './entry-frame';

/** Keeps the page from jumping while a block's code loads. */
const BlockPlaceholder = styled.div`
  min-height: 240px;
`;

/** A `never` block's server markup, kept on screen while the block renders anew: lays out as its children did. */
const StaleMarkup = styled.div`
  display: contents;
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

/**
 * When the block hydrates: the server decides (the entry's `hydrate`, its container's, else the
 * block's own) and tells the browser through the boot snapshot.
 */
function useHydrationMode(entry: LayoutEntry, props: Record<string, unknown>, path: string, inherited: HydrationMode | undefined): HydrationMode {
  const sink = useRenderSink();
  const page = useContext(PageContext);
  const fromPlan = useIslandMode(path);
  if (!sink || !page) return fromPlan;
  return sink.hydrationOf({ type: entry.type, props, override: entry.hydrate ?? inherited }, page);
}

export function LayoutEntryView({ entry, path, inherited }: { entry: LayoutEntry; path: string; inherited?: HydrationMode }) {
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
              <LayoutEntryView key={entryKey(child, index)} entry={child} path={`${path}/blocks/${index}`} inherited={entry.hydrate ?? inherited} />
            ))}
          </Grid>
        </ContainerFrame>
      </EntryFrame>
    );
  }

  const definition = getBlock(entry.type);
  if (own.length || !definition) return showErrors ? <InvalidEntry entry={entry} path={path} issues={own} /> : null;
  return <BlockEntry entry={entry} path={path} inherited={inherited} definition={definition} showErrors={showErrors} />;
}

/** Beside the block, inside its boundary: tells the page the block has hydrated (or mounted), so a click held for it is done now. */
function HydratedSignal({ frame }: { frame: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    frame.current?.dispatchEvent(new Event(BLOCK_HYDRATED_EVENT, { bubbles: true }));
  }, [frame]);
  return null;
}

function InvalidEntry({ entry, path, issues }: { entry: LayoutEntry; path: string; issues: ConfigIssue[] }) {
  return (
    <div {...studioMarks(true, path, entry.type)}>
      <BlockErrorPanel name={entry.type} issues={issues.length ? issues : [{ path: `${path}/type`, message: `unknown block type "${entry.type}"` }]} />
    </div>
  );
}

interface BlockEntryProps {
  entry: LayoutEntry;
  path: string;
  inherited: HydrationMode | undefined;
  definition: ClientBlock;
  showErrors: boolean;
}

function BlockEntry({ entry, path, inherited, definition, showErrors }: BlockEntryProps) {
  const Component = blockComponent(definition);
  const props = { ...(definition.defaults as Record<string, unknown>), ...(entry.props ?? {}) };
  const mode = useHydrationMode(entry, props, path, inherited);
  const frame = useRef<HTMLDivElement>(null);
  const load = useCallback(() => definition.load(), [definition]);
  const gate = useIslandGate(mode, frame, load);
  const page = useContext(PageContext);
  const sink = useRenderSink();
  // A `never` block: on the server, marked with its path (and its markup kept for the next render
  // of the page); in the browser, its server markup as is.
  const isStatic = mode === 'never' && !showErrors;
  const keeping = isStatic && page && sink?.keptBlocks ? { kept: sink.keptBlocks, page, sink } : null;
  const staticHtml = useStaticHtml(path, page, isStatic) ?? (keeping ? keeping.kept.reuse(path, entry.type, keeping.page, keeping.sink) : null);
  const staticMark = isStatic ? { [STATIC_BLOCK_ATTRIBUTE]: path } : {};
  const stale = isStatic && staticHtml === null ? staleServerHtml(path, page) : null;
  if (isStatic && staticHtml !== null)
    return (
      <EntryFrame ref={frame} $hideOn={entry.hideOn} $spacing={entry.spacing} data-block={entry.type} {...staticMark} dangerouslySetInnerHTML={{ __html: staticHtml }} />
    );
  const block = (
    <EntryFrame ref={frame} $hideOn={entry.hideOn} $spacing={entry.spacing} data-block={entry.type} {...staticMark} {...studioMarks(showErrors, path, entry.type)}>
      <BlockErrorBoundary name={definition.title} path={path} showErrors={showErrors}>
        <Suspense fallback={stale === null ? <BlockPlaceholder aria-hidden="true" /> : <StaleMarkup dangerouslySetInnerHTML={{ __html: stale }} />}>
          <IslandDataContext.Provider value={mode !== 'never'}>
            <IslandGateView gate={gate}>
              <BlockReport type={entry.type} path={path} mode={mode} />
              <HydratedSignal frame={frame} />
              <Component {...props} />
            </IslandGateView>
          </IslandDataContext.Provider>
        </Suspense>
      </BlockErrorBoundary>
    </EntryFrame>
  );
  return keeping ? <RenderSinkContext.Provider value={keeping.kept.record(path, keeping.page, keeping.sink)}>{block}</RenderSinkContext.Provider> : block;
}
