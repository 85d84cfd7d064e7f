// Which registered block a story shows: `parameters.block` when the story sets it, else the block
// whose lazily loaded component is the story's `component`.
import type { ComponentType } from 'react';
import type { BlockDefinition } from '../../blocks/define-block';
import { blockRegistry } from '../../blocks/registry';

export const registeredBlocks = (): BlockDefinition[] => Object.values(blockRegistry) as unknown as BlockDefinition[];

export const isBlockDefinition = (value: unknown): value is BlockDefinition =>
  typeof value === 'object' && value !== null && 'type' in value && 'schema' in value && 'load' in value;

let byComponent: Promise<Map<unknown, BlockDefinition>> | undefined;

/** Loads every block component once; the dynamic imports resolve to the modules the stories import. */
const componentMap = () =>
  (byComponent ??= Promise.all(
    registeredBlocks().map(async (block) => [(await block.load()).default, block] as const),
  ).then((pairs) => new Map<unknown, BlockDefinition>(pairs)));

export async function findBlock(parameter: unknown, component: ComponentType<never> | undefined): Promise<BlockDefinition | undefined> {
  if (isBlockDefinition(parameter)) return parameter;
  if (component === undefined) return undefined;
  return (await componentMap()).get(component);
}
