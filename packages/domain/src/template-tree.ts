import { z } from 'zod';
import { MSG } from './messages.ts';

/** The template tree list of the care area goes at most three levels deep (docs/product.md#demo-screens). */
export const TEMPLATE_TREE_MAX_DEPTH = 3;

/** Longest name of a template item, in characters. */
export const TEMPLATE_ITEM_NAME_MAX = 120;

/** A new item of the tree, as the "Novo item" dialog fills it (docs/product.md#demo-screens). */
export const TemplateItemSchema = z.object({
  label: z
    .string({ error: MSG.templateItemNameRequired })
    .trim()
    .min(1, { error: MSG.templateItemNameRequired })
    .max(TEMPLATE_ITEM_NAME_MAX, { error: MSG.templateItemNameTooLong(TEMPLATE_ITEM_NAME_MAX) }),
});
export type TemplateItemInput = z.infer<typeof TemplateItemSchema>;

export interface TemplateNode {
  value: string;
  label: string;
  children?: TemplateNode[];
}

/** Levels of a tree: a lone root is 1, an empty tree 0. */
export function treeDepth(nodes: readonly TemplateNode[]): number {
  let deepest = 0;
  for (const node of nodes) deepest = Math.max(deepest, 1 + treeDepth(node.children ?? []));
  return deepest;
}

/** The level of the node `value` (roots are 1), or 0 when it is not in the tree. */
export function levelOf(nodes: readonly TemplateNode[], value: string, level = 1): number {
  for (const node of nodes) {
    if (node.value === value) return level;
    const inner = levelOf(node.children ?? [], value, level + 1);
    if (inner) return inner;
  }
  return 0;
}

/** A node may receive children only while they would stay within the maximum depth. */
export function canAddChild(nodes: readonly TemplateNode[], parentValue: string): boolean {
  const level = levelOf(nodes, parentValue);
  return level > 0 && level < TEMPLATE_TREE_MAX_DEPTH;
}

/**
 * The tree with `child` added under `parentValue` (or as a root when it is null). Refuses, by
 * throwing, anything that would go deeper than the maximum: the rule holds whatever the screen does.
 */
export function addChild(nodes: readonly TemplateNode[], parentValue: string | null, child: TemplateNode): TemplateNode[] {
  const childLevels = treeDepth([child]);
  if (parentValue === null) {
    if (childLevels > TEMPLATE_TREE_MAX_DEPTH) throw new RangeError('template tree too deep');
    return [...nodes, child];
  }
  const level = levelOf(nodes, parentValue);
  if (level === 0) throw new RangeError('unknown parent');
  if (level + childLevels > TEMPLATE_TREE_MAX_DEPTH) throw new RangeError('template tree too deep');
  const insert = (list: readonly TemplateNode[]): TemplateNode[] =>
    list.map((n) =>
      n.value === parentValue
        ? { ...n, children: [...(n.children ?? []), child] }
        : n.children
          ? { ...n, children: insert(n.children) }
          : n,
    );
  return insert(nodes);
}

/** The tree without the node `value` and its descendants. */
export function removeNode(nodes: readonly TemplateNode[], value: string): TemplateNode[] {
  return nodes
    .filter((n) => n.value !== value)
    .map((n) => (n.children ? { ...n, children: removeNode(n.children, value) } : n));
}

/** A tree cut to the maximum depth: deeper levels of data from elsewhere are dropped, never shown. */
export function limitDepth(nodes: readonly TemplateNode[], max = TEMPLATE_TREE_MAX_DEPTH): TemplateNode[] {
  if (max <= 0) return [];
  return nodes.map((n) => {
    if (!n.children) return n;
    const children = limitDepth(n.children, max - 1);
    return children.length > 0 ? { ...n, children } : { value: n.value, label: n.label };
  });
}
